# Turns OpenSpiel's Oware playthrough
# (open_spiel/integration_tests/playthroughs/oware.txt) into the facts
# of oware-playthrough.facts: each move, and each position it shows (the
# ply, the side to move, the pits, the scores, the legal moves).  Player
# 0 moves first, as north does (WR-1): its houses 0..5 are north's pits
# a..f, player 1's houses 6..11 south's; action k is pit a+k.
#   awk -f openspiel-oware.awk oware.txt > oware-playthrough.facts
function row(from,    s, i) {
	s = ""
	for (i = from; i < from + 6; i++)
		s = s (i > from ? "," : "") f[i]
	return s
}
/^# State [0-9]+$/ { ply = $3 }
/^IsTerminal\(\) = / { over = $3 == "True" }
/^ObservationString\(0\) = / {
	line = $0
	sub(/^[^"]*"/, "", line)
	sub(/"$/, "", line)
	split(line, part, / \| /)
	turn = part[1] == 0 ? "north" : "south"
	split(part[2], score, " ")
	split(part[3], f, " ")
	pits = row(1) "/" row(7)
	if (over)
		printf "over %d %s %s %s,%s\n", ply, turn, pits, score[1], score[2]
}
/^StringLegalActions\(\) = / {
	line = $0
	sub(/^[^[]*\[/, "", line)
	sub(/\]$/, "", line)
	gsub(/[" ]/, "", line)
	printf "state %d %s %s %s,%s %s\n", ply, turn, pits, score[1], score[2],
	       tolower(line)
}
/^action: [0-9]+$/ { printf "move %c\n", 97 + $2 }
