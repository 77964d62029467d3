# ordo.awk: a plain second computation of a tournament's crosstable and
# ratings, from bg-tournament --result's lines, for the tests.  Each game
# line ({"number":...,"result":...,"seats":{...}}) gives a result between
# every two seats of two policies: the result's seat wins it, a seat that
# forfeits loses it, anything else is a draw (half a point each).  The
# ratings are the maximum-likelihood ones of the logistic Elo model with
# one virtual draw between every two policies that met, found by the
# minorisation-maximisation iteration of Hunter (2004) for the
# Bradley-Terry model, and told against the anchor (-v anchor=POLICY).
# Prints "cross I J POINTS RESULTS" for every two that met, then
# "elo POLICY RATING" (one decimal) for each, sorted by name.
function field(line, key,    m) {
	if (!match(line, "\"" key "\":\"[^\"]*\""))
		return ""
	m = substr(line, RSTART + length(key) + 4, RLENGTH - length(key) - 5)
	return m
}
/"number":/ {
	result = field($0, "result")
	forfeit = ""
	if (match($0, /"forfeit":\{"seat":"[^"]*"/))
		forfeit = substr($0, RSTART + 19, RLENGTH - 20)
	match($0, /"seats":\{[^}]*\}/)
	seats = substr($0, RSTART + 9, RLENGTH - 10)
	n = split(seats, part, ",")
	for (i = 1; i <= n; i++) {
		split(part[i], kv, "\":\"")
		name[i] = substr(kv[1], 2)
		pol[i] = substr(kv[2], 1, length(kv[2]) - 1)
		known[pol[i]] = 1
	}
	for (a = 1; a <= n; a++)
		for (b = 1; b <= n; b++) {
			if (a == b || pol[a] == pol[b])
				continue
			if (forfeit != "")
				p = name[a] == forfeit ? 0 : name[b] == forfeit ? 1 : 0.5
			else
				p = name[a] == result ? 1 : name[b] == result ? 0 : 0.5
			points[pol[a], pol[b]] += p
			games[pol[a], pol[b]]++
		}
}
END {
	np = 0
	for (x in known)
		who[++np] = x
	for (i = 1; i <= np; i++) {
		gam[who[i]] = 1
		for (j = 1; j <= np; j++) {
			k = who[i] SUBSEP who[j]
			if (games[k] > 0)
				print "cross", who[i], who[j], points[k], games[k] | "sort"
		}
	}
	close("sort")
	for (it = 0; it < 100000; it++) {
		most = 0
		for (i = 1; i <= np; i++) {
			x = who[i]
			w = 0
			d = 0
			for (j = 1; j <= np; j++) {
				y = who[j]
				k = x SUBSEP y
				if (i == j || games[k] == 0)
					continue
				w += points[k] + 0.5
				d += (games[k] + 1) / (gam[x] + gam[y])
			}
			g = w / d
			change = g / gam[x] - 1
			if (change < 0)
				change = -change
			if (change > most)
				most = change
			gam[x] = g
		}
		# The ratings are relative: the anchor's gamma kept at 1.
		for (i = 1; i <= np; i++)
			if (who[i] != anchor)
				gam[who[i]] /= gam[anchor]
		gam[anchor] = 1
		if (most < 1e-12)
			break
	}
	for (i = 1; i <= np; i++)
		printf "elo %s %.1f\n", who[i],
		    400 * log(gam[who[i]] / gam[anchor]) / log(10) | "sort"
	close("sort")
}
