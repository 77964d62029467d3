# colours.awk: each input line is a palette, "NAME #rrggbb #rrggbb ...";
# prints, for each palette, the smallest CIE76 distance between two of its
# colours in normal vision and under protanopia, deuteranopia and
# tritanopia, simulated with the matrices of Machado, Oliveira and
# Fernandes (2009, severity 1) on linear sRGB:
#   NAME normal N protan N deutan N tritan N
# and exits 1 when one is below MIN (awk -v min=10; default 10).
function lin(c) { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ^ 2.4 }
function f(t) { return t > 216 / 24389 ? t ^ (1 / 3) : (24389 / 27 * t + 16) / 116 }
function clamp(v) { return v < 0 ? 0 : v > 1 ? 1 : v }
function hex(s,   i, v) {
	v = 0
	for (i = 1; i <= length(s); i++)
		v = v * 16 + index("0123456789abcdef", substr(tolower(s), i, 1)) - 1
	return v
}
# Lab of linear r, g, b seen through simulation k (0: none), into L, A, B.
function lab(r, g, b, k,   x, y, z, rr, gg, bb) {
	if (k) {
		rr = M[k, 1] * r + M[k, 2] * g + M[k, 3] * b
		gg = M[k, 4] * r + M[k, 5] * g + M[k, 6] * b
		bb = M[k, 7] * r + M[k, 8] * g + M[k, 9] * b
		r = clamp(rr); g = clamp(gg); b = clamp(bb)
	}
	x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
	y = 0.2126 * r + 0.7152 * g + 0.0722 * b
	z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
	L = 116 * f(y) - 16
	A = 500 * (f(x) - f(y))
	B = 200 * (f(y) - f(z))
}
BEGIN {
	if (min == "") min = 10
	split("0.152286 1.052583 -0.204868 0.114503 0.786281 0.099216 -0.003882 -0.048116 1.051998", p)
	split("0.367322 0.860646 -0.227968 0.280085 0.672501 0.047413 -0.011820 0.042940 0.968881", d)
	split("1.255528 -0.076749 -0.178779 -0.078411 0.930809 0.147602 0.004733 0.691367 0.303900", t)
	for (i = 1; i <= 9; i++) { M[1, i] = p[i]; M[2, i] = d[i]; M[3, i] = t[i] }
	split("normal protan deutan tritan", name)
	status = 0
}
{
	n = NF - 1
	for (i = 1; i <= n; i++) {
		c = $(i + 1); sub(/^#/, "", c)
		R[i] = lin(hex(substr(c, 1, 2)))
		G[i] = lin(hex(substr(c, 3, 2)))
		Bl[i] = lin(hex(substr(c, 5, 2)))
	}
	line = $1
	for (k = 0; k <= 3; k++) {
		best = -1
		for (i = 1; i <= n; i++) {
			lab(R[i], G[i], Bl[i], k); l1 = L; a1 = A; b1 = B
			for (j = i + 1; j <= n; j++) {
				lab(R[j], G[j], Bl[j], k)
				e = sqrt((L - l1) ^ 2 + (A - a1) ^ 2 + (B - b1) ^ 2)
				if (best < 0 || e < best) { best = e; pair = $(i + 1) "/" $(j + 1) }
			}
		}
		line = line sprintf(" %s %.1f", name[k + 1], best)
		if (best < min) { status = 1; line = line " (" pair ")" }
	}
	print line
}
END { exit status }
