#!/usr/bin/env bats
# Scale-out: a file of one-line records graded in parallel with GNU
# parallel gives the same verdicts as one process.

load helpers

setup() {
	cd "$BATS_TEST_TMPDIR"
	# 400 one-line records: the golden playthroughs, and copies with an
	# illegal action put in at a different place each time.
	for rec in "$BG_TOP"/tests/playthroughs/wari-*.rec; do
		paste -sd '\t' "$rec"
	done > good.txt
	awk -F '\t' -v OFS='\t' '{
		for (i = 0; i < 100; i++) {
			line = $0
			if (i % 3 == 1) {
				n = split(line, f, "\t"); k = 12 + i % (n - 12)
				f[k] = "q"; line = f[1]
				for (j = 2; j <= n; j++) line = line "\t" f[j]
			}
			print line
		}
	}' good.txt > games.txt
}

@test "scale: parallel --pipe gives the verdicts of one process" {
	run --separate-stderr bg-apply --result --keep-going --lines -f games.txt
	[ "$status" -eq 65 ]
	# Record names and lines differ: each job reads its own standard
	# input, whose lines count from 1.
	strip() { sed -e 's/^{"record":"[^"]*",//' -e 's/"line":[0-9]*,//'; }
	strip <<< "$output" > one.txt
	[ "$(wc -l < one.txt)" -eq 400 ]
	[ "$(grep -c '"legal":false' one.txt)" -eq 132 ]
	parallel --pipe --keep-order --block 20k -j 2 \
		bg-apply --result --keep-going --lines -f - < games.txt \
		> many.raw 2>/dev/null || true
	strip < many.raw > many.txt
	diff one.txt many.txt
}

@test "scale: parallel over files gives the exit status of one process" {
	split -l 50 games.txt part.
	run parallel -j 2 bg-apply --check --keep-going --lines -f {} ::: part.*
	# parallel exits with the number of failed jobs: every part holds a
	# bad record.
	[ "$status" -eq 8 ]
	run parallel -j 2 bg-apply --check --lines -f {} ::: good.txt
	[ "$status" -eq 0 ]
}
