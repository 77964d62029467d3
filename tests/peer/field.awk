# field(LINE, KEY): the value of the word KEY=VALUE of a state line, or
# "" (compare.awk and port-form.awk read states by it).
function field(line, key,    i, n, w) {
	n = split(line, w, " ")
	for (i = 1; i <= n; i++)
		if (index(w[i], key "=") == 1)
			return substr(w[i], length(key) + 2)
	return ""
}
