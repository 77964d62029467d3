# Compares a case's facts (the lines of oware-playthrough.facts) with
# what bg gave for them: the state after each ply (bg-apply -a, the start
# first) and the moves bg-moves --line lists for each.  Prints one line
# for each fact bg does not match, then the positions and moves checked.
#   awk -f field.awk -f compare.awk STATES MOVES FACTS
function check(what, ply, want, got) {
	if (want != got) {
		printf "ply %d: %s %s, not %s\n", ply, what, got, want
		bad++
	}
}
FILENAME == ARGV[1] { state[FNR - 1] = $0; plies = FNR - 1; next }
FILENAME == ARGV[2] { legal[FNR - 1] = $0; next }
$1 == "move" { moves++ }
$1 == "state" || $1 == "over" {
	ply = $2
	positions++
	if (!(ply in state)) {
		printf "ply %d: no state\n", ply
		bad++
		next
	}
	check("phase", ply, $1 == "over" ? "over" : "move",
	      field(state[ply], "phase"))
	check("turn", ply, $3, field(state[ply], "turn"))
	check("pits", ply, $4, field(state[ply], "pits"))
	check("captured", ply, $5, field(state[ply], "captured"))
	if ($1 == "state" && $6 != "?") {
		want = $6
		gsub(/,/, " ", want)
		check("moves", ply, want, legal[ply])
	}
	if ($1 == "over")
		check("last ply", ply, ply, plies)
}
END { printf "%d positions, %d moves\n", positions, moves; exit bad != 0 }
