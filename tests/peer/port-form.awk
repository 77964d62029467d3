# Writes bg's states in the form of oware-port's positions: the side to
# move, the pits, the scores, then the legal moves joined by commas (as
# bg-moves --line lists them for each state) or "over".
#   awk -f field.awk -f port-form.awk MOVES STATES
FILENAME == ARGV[1] { legal[FNR] = $0; next }
{
	moves = legal[FNR]
	gsub(/ /, ",", moves)
	printf "%s %s %s %s\n", field($0, "turn"), field($0, "pits"),
	       field($0, "captured"),
	       field($0, "phase") == "over" ? "over" : moves
}
