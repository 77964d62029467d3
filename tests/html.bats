#!/usr/bin/env bats
# bg-render --html: the replay page, self-contained, opened in a real
# browser (headless Chromium) at a chosen position.  A screenshot of the
# games' pages is kept under BUILD/test-artifacts/ (not compared by pixels).
# Each game's record is tests/games/GAME/GAME.rec, its text GAME.txt.

load helpers

# chromium: the browser's command, or nothing when it is not installed.
chromium() {
	local c
	for c in chromium chromium-browser; do
		if command -v "$c" >/dev/null; then
			echo "$c"
			return
		fi
	done
}

# The file's pages are opened in one browser (tests/browser.py), started
# here for the tests that open them: a browser takes seconds of
# processor to start, a page almost none.  The sanitizer build opens
# none (need_browser).
setup_file() {
	export BROWSER_SOCKET=$BATS_FILE_TMPDIR/browser.sock
	[ -z "${BG_SANITIZED:-}" ] && [ "${BG_OPTIONAL:-yes}" != no ] &&
		[ -n "$(chromium)" ] || return 0
	python3 "$BG_TOP/tests/browser.py" serve "$BROWSER_SOCKET" \
		"$(chromium)" "$BATS_FILE_TMPDIR/profile" </dev/null >/dev/null 2>&1 3>&- &
	BROWSER_PID=$!
}

# The browser is stopped and waited for, so that its processor time is
# the file's.
teardown_file() {
	[ -z "${BROWSER_PID:-}" ] && return 0
	kill "$BROWSER_PID" 2>/dev/null || true
	wait "$BROWSER_PID" || true
}

setup() {
	CHROMIUM=$(chromium)
	ARTIFACTS=$BG_BIN/test-artifacts
}

# need_browser: the rest of the test opens the page in the browser, which
# reads the same bytes whatever build wrote them: the sanitizer build
# stops here, having written its pages (the sanitizers find nothing in
# the browser, and it would start one for them).
need_browser() {
	[ -z "${BG_SANITIZED:-}" ] ||
		skip "the browser reads the same bytes whatever build wrote the page"
	[ "${BG_OPTIONAL:-yes}" != no ] || skip "the browser is not used (BG_OPTIONAL=no)"
	[ -n "$CHROMIUM" ] || skip "chromium is not installed, so the page is not opened in a browser (apt-get install chromium; make deps does as root)"
}

# browse URL OPTION...: the page opened in a tab of the file's headless
# Chromium (a profile of the file's own, no network services of its
# own), as chromium --headless URL OPTION... opens it (the options that
# tests/browser.py takes), once the browser has started.
browse() {
	local url=$1
	shift
	for _ in $(seq 600); do
		[ -S "$BROWSER_SOCKET" ] && break
		sleep 0.05
	done
	timeout 120 python3 "$BG_TOP/tests/browser.py" ask "$BROWSER_SOCKET" \
		"$url" "$@"
}

# framed PAGE#FRAGMENT WIDTH HEIGHT SCRIPT...: opens each page in a frame
# of that size, all in one page of the browser, runs its SCRIPT when it
# has loaded (w is the frame's window, d its document; SCRIPT pushes what
# it sees to the array seen) and prints a line a frame: its seen, joined
# by ';'.
framed() {
	local outer=$BATS_TEST_TMPDIR/framed.html n=0 i
	{
		echo '<!DOCTYPE html>'
		echo '<html><body style="margin:0">'
		while [ $# -ge 4 ]; do
			n=$((n + 1))
			cat <<FRAME
<iframe id="f$n" style="width:$2px;height:$3px;border:0" src="file://$1"></iframe>
<script>
document.getElementById("f$n").onload = function () {
	var w = this.contentWindow, d = w.document, seen = [];
	$4
	document.body.setAttribute("data-seen-$n", seen.join(";"));
};
</script>
FRAME
			shift 4
		done
		echo '</body></html>'
	} > "$outer"
	browse "file://$outer" --allow-file-access-from-files --dump-dom \
		> "$BATS_TEST_TMPDIR/framed.dom"
	for i in $(seq "$n"); do
		sed -n "s/.* data-seen-$i=\"\([^\"]*\)\".*/\1/p" "$BATS_TEST_TMPDIR/framed.dom"
	done
}

# opened PAGE#FRAGMENT...: the DOM of each page opened at its fragment,
# as --dump-dom gives it, in the file dom.N of the test's directory (N
# from 1, in order): the pages are opened each in a frame of one page
# of the browser, and each frame's DOM is passed out in base64.  With
# --after MS first, the DOMs are read MS ms of the pages' time after they
# have loaded (the browser lets a second more pass), for pages that
# change by themselves.
opened() {
	local outer=$BATS_TEST_TMPDIR/opened.html url n=0 after=0 budget=()
	if [ "$1" = --after ]; then
		after=$2
		budget=(--virtual-time-budget=$((after + 1000)))
		shift 2
	fi
	{
		echo '<!DOCTYPE html>'
		echo '<html><body style="margin:0">'
		for url; do
			echo "<iframe style=\"width:800px;height:600px;border:0\" src=\"file://$url\"></iframe>"
		done
		cat <<'SCRIPT'
<script>
var read = function () {
	var f = document.getElementsByTagName("iframe");
	for (var i = 0; i < f.length; i++)
		document.body.setAttribute("data-dom-" + (i + 1),
			btoa(unescape(encodeURIComponent(
				f[i].contentDocument.documentElement.outerHTML))));
};
SCRIPT
		if [ "$after" -gt 0 ]; then
			echo "window.onload = function () { setTimeout(read, $after); };"
		else
			echo 'window.onload = read;'
		fi
		printf '</script>\n</body></html>\n'
	} > "$outer"
	browse "file://$outer" --allow-file-access-from-files --dump-dom "${budget[@]}" \
		> "$BATS_TEST_TMPDIR/opened.dom"
	for url; do
		n=$((n + 1))
		sed -n "s/.* data-dom-$n=\"\([^\"]*\)\".*/\1/p" "$BATS_TEST_TMPDIR/opened.dom" |
			base64 -d > "$BATS_TEST_TMPDIR/dom.$n"
		[ -s "$BATS_TEST_TMPDIR/dom.$n" ] || { echo "no DOM of $url" >&2; return 1; }
	done
}

# scripted PAGE OUT: the page PAGE as OUT, with the script on standard
# input run at its end.
scripted() {
	{ head -n -2 "$1"; echo '<script>'; cat; printf '</script>\n</body>\n</html>\n'; } > "$2"
}

# The text of the element with the id in a dumped DOM.
element() {
	sed -n "s|.*<[a-z]* id=\"$1\"[^>]*>\([^<]*\)<.*|\1|p" | head -n 1
}

@test "html: the page is one self-contained file" {
	for g in $(games); do
		run bg-render --html -f "$BG_TOP/tests/games/$g/$g.rec"
		[ "$status" -eq 0 ]
		assert_equal "${lines[0]}" "<!DOCTYPE html>"
		assert_equal "${lines[${#lines[@]}-1]}" "</html>"
		# Nothing is loaded: no src or href, no address but the SVG
		# namespace.
		! grep -qiE '(src|href)=' <<< "$output" || false
		assert_equal "$(grep -oE 'https?://[^"\\ ]*' <<< "$output" | sort -u)" \
			"http://www.w3.org/2000/svg"
		[[ "$output" == *"<title>$g: $g.rec</title>"* ]]
		[[ "$output" == *'"tags":["Event: bg-render golden"]'* ]]
	done
}

@test "html: every position of the record is a frame, with its caption" {
	run bg-render --html -f "$BG_TOP/tests/games/waju/waju.rec"
	captions=$(grep -E '^[0-9]+\. ' "$BG_TOP/tests/games/waju/waju.txt" |
		sed 's/.*/"&"/' | paste -sd, -)
	[[ "$output" == *"\"captions\":[$captions]"* ]]
	frames=$(sed -n 's/^"frames":\[\(.*\)\],$/\1/p' <<< "$output" | tr ',' '\n' | grep -c '^"')
	[ "$frames" -eq 11 ]
}

@test "html: a record that fails writes no page" {
	printf '%s\na\nz\n' "$WARI_START" > "$BATS_TEST_TMPDIR/bad.rec"
	run --separate-stderr bg-render --html -f "$BATS_TEST_TMPDIR/bad.rec"
	[ "$status" -eq 65 ]
	assert_equal "$output" ""
}

@test "html: in a browser, #ply=N shows position N and the action that led to it" {
	# Every game's page at positions 2 and its last, opened in one
	# browser.
	urls=()
	for g in $(games); do
		page=$BATS_TEST_TMPDIR/$g.html
		bg-render --html -f "$BG_TOP/tests/games/$g/$g.rec" > "$page"
		bg-render --svg --split "$BATS_TEST_TMPDIR/$g" -f "$BG_TOP/tests/games/$g/$g.rec"
		last=$(($(ls "$BATS_TEST_TMPDIR/$g" | wc -l) - 1))
		urls+=("$page#ply=2" "$page#ply=$last")
	done
	need_browser
	mkdir -p "$ARTIFACTS"
	opened "${urls[@]}"
	i=0
	shots=()
	for g in $(games); do
		page=$BATS_TEST_TMPDIR/$g.html
		last=$(($(ls "$BATS_TEST_TMPDIR/$g" | wc -l) - 1))
		for n in 2 $last; do
			frame=$BATS_TEST_TMPDIR/$g/$(printf %06d "$n").svg
			caption=$(grep -E "^$n\. " "$BG_TOP/tests/games/$g/$g.txt")
			# The picture's headline: its first words with a colon.
			headline=$(sed -n '/<g transform/,$p' "$frame" |
				grep -o '>[^<>]*: [^<>]*</text>' | head -n 1 |
				sed 's/^>//; s/<\/text>$//')
			[ -n "$headline" ]
			i=$((i + 1))
			dom=$(cat "$BATS_TEST_TMPDIR/dom.$i")
			assert_equal "$(element move <<< "$dom")" "$caption"
			assert_equal "$(element where <<< "$dom")" "$n / $last"
			assert_equal "$(grep -o '<li class="now">[^<]*' <<< "$dom")" \
				"<li class=\"now\">$caption"
			[[ "$dom" == *">$headline</text>"* ]] ||
				{ echo "$g #ply=$n: no '$headline' on the board"; false; }
			if [[ $caption == *roll:* || $caption == *pass ]]; then
				[[ "$dom" != *'class="trail"'* ]]
			else
				[[ "$dom" == *'class="trail"'* ]]
			fi
		done
		shots+=("<iframe style=\"width:1200px;height:1000px;border:0;display:block\" src=\"file://$page#ply=$last\"></iframe>")
	done
	# One screenshot of every game's page at its last position, one
	# under the other.
	printf '<!DOCTYPE html>\n<html><body style="margin:0">%s</body></html>\n' \
		"${shots[*]}" > "$BATS_TEST_TMPDIR/shots.html"
	browse "file://$BATS_TEST_TMPDIR/shots.html" --hide-scrollbars \
		--allow-file-access-from-files \
		--window-size=1200,$((1000 * ${#shots[@]})) \
		--screenshot="$ARTIFACTS/html-games.png" >/dev/null
	[ -s "$ARTIFACTS/html-games.png" ]
}

@test "html: without a fragment the page shows the initial position" {
	need_browser
	bg-render --html -f "$BG_TOP/tests/games/wari/wari.rec" > "$BATS_TEST_TMPDIR/w.html"
	opened "$BATS_TEST_TMPDIR/w.html" "$BATS_TEST_TMPDIR/w.html#ply=99"
	dom=$(cat "$BATS_TEST_TMPDIR/dom.1")
	assert_equal "$(element move <<< "$dom")" "0. start"
	[[ "$dom" == *'>ply 0: north to move</text>'* ]]
	# A position past the end shows the last one.
	dom=$(cat "$BATS_TEST_TMPDIR/dom.2")
	assert_equal "$(element move <<< "$dom")" "6. south: f"
}

@test "html: a 4-player Waju game of about 500 moves, under a megabyte, opens at its last position" {
	rec=$BG_TOP/tests/games/waju/waju-long.rec
	bg-render --html -f "$rec" > "$BATS_TEST_TMPDIR/long.html"
	size=$(wc -c < "$BATS_TEST_TMPDIR/long.html")
	[ "$size" -lt 1000000 ] || { echo "the page is $size bytes"; false; }
	need_browser
	dom=$(browse "file://$BATS_TEST_TMPDIR/long.html#ply=969" --dump-dom)
	assert_equal "$(element move <<< "$dom")" \
		"$(bg-render -f "$rec" | grep -E '^969\. ')"
	# The page notes when it has drawn its first position (how soon:
	# bench/page.sh).
	grep -qE 'data-shown-ms="[0-9]+"' <<< "$dom" ||
		{ echo "the page never noted its first position drawn"; false; }
	browse "file://$BATS_TEST_TMPDIR/long.html#ply=500" --hide-scrollbars \
		--window-size=1200,1000 --screenshot="$ARTIFACTS/html-waju-long.png" >/dev/null
}

@test "html: the keys, the buttons and the slider step through the game" {
	need_browser
	bg-render --html -f "$BG_TOP/tests/games/wari/wari.rec" > "$BATS_TEST_TMPDIR/p.html"
	# A test script after the page's own presses keys and buttons and
	# notes the position shown after each.
	{ head -n -2 "$BATS_TEST_TMPDIR/p.html"; cat <<'SCRIPT'; } > "$BATS_TEST_TMPDIR/keys.html"
<script>
var seen = [], key = function (k) {
	document.dispatchEvent(new KeyboardEvent("keydown", { key: k }));
	seen.push(document.getElementById("where").textContent + " " + location.hash);
};
key("ArrowRight"); key("ArrowRight"); key("End"); key("ArrowRight");
key("ArrowLeft"); key("Home"); key("ArrowLeft");
document.getElementById("next").click();
seen.push(document.getElementById("move").textContent);
var s = document.getElementById("slider");
s.value = 4; s.dispatchEvent(new Event("input"));
seen.push(document.getElementById("move").textContent);
document.getElementById("list").children[5].click();
seen.push(document.getElementById("move").textContent);
document.body.setAttribute("data-seen", seen.join(";"));
</script>
</body>
</html>
SCRIPT
	dom=$(browse "file://$BATS_TEST_TMPDIR/keys.html#ply=3" --dump-dom)
	assert_equal "$(grep -o 'data-seen="[^"]*"' <<< "$dom")" \
		'data-seen="4 / 6 #ply=4;5 / 6 #ply=5;6 / 6 #ply=6;6 / 6 #ply=6;5 / 6 #ply=5;0 / 6 #ply=0;0 / 6 #ply=0;1. north: b;4. south: d;5. north: c"'
}

# In the frame of framed: where the board is, and the item shown in the
# list, when both are whole in view ("in view"), else where they are.
IN_VIEW='var inView = function () {
		var b = d.getElementById("board").getBoundingClientRect(),
			l = d.getElementById("list").getBoundingClientRect(),
			i = d.querySelector("#list li.now").getBoundingClientRect();
		return b.top >= 0 && b.left >= 0 && b.bottom <= w.innerHeight &&
			b.right <= w.innerWidth && b.height > 100 && w.scrollY === 0 &&
			i.top >= l.top && i.bottom <= l.bottom ? "in view" :
			[b.top, b.bottom, b.left, b.right, i.top, l.top, l.bottom,
			 w.scrollY].map(Math.round).join(",");
	}, key = function (k) {
		d.dispatchEvent(new w.KeyboardEvent("keydown", { key: k }));
	};'

@test "html: in a 420x800 window and a wide one the board stays in view, the list scrolls" {
	need_browser
	mkdir -p "$ARTIFACTS"
	rec=$BG_TOP/tests/games/waju/waju-long.rec
	bg-render --html -f "$rec" > "$BATS_TEST_TMPDIR/long.html"
	bg-render --html -f "$BG_TOP/tests/games/wari/wari.rec" > "$BATS_TEST_TMPDIR/wari.html"
	frames=()
	for size in "420 800" "1200 700"; do
		set -- $size
		frames+=("$BATS_TEST_TMPDIR/long.html#ply=969" $1 $2 "$IN_VIEW
			seen.push(inView()); key(\"Home\"); seen.push(inView());
			key(\"End\"); seen.push(inView()); key(\"ArrowLeft\");
			seen.push(inView())"
			"$BATS_TEST_TMPDIR/wari.html#ply=3" $1 $2 "$IN_VIEW
			seen.push(inView()); key(\"End\"); seen.push(inView())")
	done
	framed "${frames[@]}" > "$BATS_TEST_TMPDIR/seen"
	# A line a frame: the long game's and Wari's, 420x800 then 1200x700.
	assert_equal "$(sed -n 1,2p "$BATS_TEST_TMPDIR/seen")" "in view;in view;in view;in view
in view;in view"
	assert_equal "$(sed -n 3,4p "$BATS_TEST_TMPDIR/seen")" "in view;in view;in view;in view
in view;in view"
	browse "file://$BATS_TEST_TMPDIR/long.html#ply=969" --hide-scrollbars \
		--window-size=420,800 --screenshot="$ARTIFACTS/html-narrow.png" >/dev/null
	[ -s "$ARTIFACTS/html-narrow.png" ]
}

@test "html: a Wari capture marks the pits captured from, at the position after it" {
	# North's f sows south's a and b to 2 and 2, and takes both (WR-4).
	wari_state 0,0,0,0,0,2/1,1,0,0,0,4 > "$BATS_TEST_TMPDIR/cap.rec"
	printf 'f\nf\n' >> "$BATS_TEST_TMPDIR/cap.rec"
	bg-render --html -f "$BATS_TEST_TMPDIR/cap.rec" > "$BATS_TEST_TMPDIR/cap.html"
	# South's pits a and b are drawn at x 55 and 125 of the bottom row.
	assert_equal "$(bg-render --svg -f "$BATS_TEST_TMPDIR/cap.rec" |
		grep -o '<circle class="taken" cx="[0-9]*" cy="[0-9]*"')" \
		'<circle class="taken" cx="55" cy="150"
<circle class="taken" cx="125" cy="150"'
	! bg-render --html -f "$BG_TOP/tests/games/wari/wari.rec" | grep -q taken || false
	need_browser
	opened "$BATS_TEST_TMPDIR/cap.html#ply=0" "$BATS_TEST_TMPDIR/cap.html#ply=1" \
		"$BATS_TEST_TMPDIR/cap.html#ply=2"
	for n in 0 1 2; do
		dom=$(cat "$BATS_TEST_TMPDIR/dom.$((n + 1))")
		echo "$n: $(grep -o '<circle class="taken" cx="[0-9]*"' <<< "$dom" |
			sed 's/.*cx="//; s/"//' | paste -sd, -)"
	done > "$BATS_TEST_TMPDIR/seen"
	assert_equal "$(cat "$BATS_TEST_TMPDIR/seen")" "0: 
1: 55,125
2: "
}

@test "html: autoplay steps to the end and stops, pause stops it where it is" {
	need_browser
	bg-render --html -f "$BG_TOP/tests/games/wari/wari.rec" > "$BATS_TEST_TMPDIR/p.html"
	# autoplay SPEED CLICKS: the page auto.CLICKS.html with a script that
	# picks the speed and clicks play CLICKS times; both pages are opened
	# at ply 2 and their DOMs read after 4 s of the pages' time.
	autoplay() {
		scripted "$BATS_TEST_TMPDIR/p.html" "$BATS_TEST_TMPDIR/auto.$2.html" <<SCRIPT
document.getElementById("speed").value = "$1";
for (var i = 0; i < $2; i++) document.getElementById("play").click();
document.body.setAttribute("data-after", document.getElementById("play").textContent);
SCRIPT
	}
	# after N: what the page of the Nth frame shows.
	after() {
		grep -oE 'data-after="[^"]*"|id="where">[^<]*|id="play"[^>]*>[^<]*' \
			"$BATS_TEST_TMPDIR/dom.$1" | paste -sd' ' -
	}
	autoplay 100 1
	autoplay 100 2
	opened --after 4000 "$BATS_TEST_TMPDIR/auto.1.html#ply=2" "$BATS_TEST_TMPDIR/auto.2.html#ply=2"
	assert_equal "$(after 1)" \
		'data-after="pause" id="where">6 / 6 id="play" aria-pressed="false">play'
	assert_equal "$(after 2)" \
		'data-after="play" id="where">2 / 6 id="play" aria-pressed="false">play'
}

@test "html: the flip button turns the board half round with its texts upright, for every position, and back" {
	need_browser
	bg-render --html -f "$BG_TOP/tests/games/wari/wari.rec" > "$BATS_TEST_TMPDIR/p.html"
	# flipped CLICKS: the page flip.CLICKS.html, whose script clicks the
	# flip button CLICKS times and shows the next position, then notes
	# the board's turn, the turn of its first text, and the button's
	# state; opened at ply 2.
	flipped() {
		scripted "$BATS_TEST_TMPDIR/p.html" "$BATS_TEST_TMPDIR/flip.$1.html" <<SCRIPT
for (var i = 0; i < $1; i++) document.getElementById("flip").click();
document.getElementById("next").click();
var s = document.querySelector("#board svg"), g = s.firstElementChild;
var t = s.querySelector("text");
document.body.setAttribute("data-after", [g.tagName, g.getAttribute("transform"),
	/^rotate\(180 [0-9.]+ [0-9.]+\)$/.test(t.getAttribute("transform") || ""),
	document.getElementById("flip").getAttribute("aria-pressed")].join(" "));
SCRIPT
	}
	flipped 1
	flipped 2
	opened "$BATS_TEST_TMPDIR/flip.1.html#ply=2" "$BATS_TEST_TMPDIR/flip.2.html#ply=2"
	# About the middle of Wari's board, 670 by 250.
	grep -qF 'viewBox=\"0 0 670 250\"' "$BATS_TEST_TMPDIR/p.html"
	assert_equal "$(grep -oE 'data-after="[^"]*"' "$BATS_TEST_TMPDIR/dom.1")" 'data-after="g rotate(180 335 125) true true"'
	# Twice: as drawn.
	[[ $(grep -oE 'data-after="[^"]*"' "$BATS_TEST_TMPDIR/dom.2") == 'data-after="rect '*' false false"' ]]
}

@test "html: the page names the holes and squares as the move words do" {
	bg-render --html -f "$BG_TOP/tests/games/waju/waju.rec" > "$BATS_TEST_TMPDIR/w.html"
	grep -qF 'text-anchor=\"middle\">g1\u003c/text>' "$BATS_TEST_TMPDIR/w.html"
	grep -qF 'text-anchor=\"middle\">47\u003c/text>' "$BATS_TEST_TMPDIR/w.html"
	bg-render --html -f "$BG_TOP/tests/games/manji/manji.rec" > "$BATS_TEST_TMPDIR/m.html"
	grep -qF 'text-anchor=\"middle\">c11\u003c/text>' "$BATS_TEST_TMPDIR/m.html"
	# A name a marble or pawn would cover is drawn under it, smaller:
	# Waju's marble on 29 (the hole's centre at y 440), Manji's pawn on
	# 25 (the square's foot).
	grep -qF '<text x=\"350\" y=\"465\" font-size=\"8\" fill=\"#555\" text-anchor=\"middle\">29\u003c/text>' "$BATS_TEST_TMPDIR/w.html"
	grep -qF '<text x=\"54\" y=\"460\" font-size=\"7\" fill=\"#555\" text-anchor=\"middle\">25\u003c/text>' "$BATS_TEST_TMPDIR/m.html"
	# Without --holes an SVG has none of them.
	! bg-render --svg -f "$BG_TOP/tests/games/waju/waju.rec" | grep -qF '>g1</text>' || false
}

@test "html: an annotated record's page draws each seat's value, marks the flagged moves and shows the best move before each" {
	cd "$BATS_TEST_TMPDIR"
	# North gives five stones away with e, a blunder by ab:6.
	printf '%s\ne\nf\na\nb\nb\ne\n' 'wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=46 idle=1 pits=1,3,0,0,2,4/0,0,2,1,0,11 captured=11,13' > g.rec
	bg-apply --analyse ab:6 --seed 1 --annotate -f g.rec > a.rec
	bg-render --html -f a.rec > a.html
	grep -qF '"seats":["north","south"]' a.html
	grep -qF '"notes":[null,{"seat":"north","value":0.3333,"best":"f","best_value":0.7143,"loss":0.3810,"se":0.0000,"exact":false,"flag":"blunder"},{"seat":"south","value":0.6667,' a.html
	# A record without judgements or comments: neither.
	bg-render --html -f g.rec > plain.html
	! grep -qE '"(seats|notes)":' plain.html || false
	# A comment is the record's, untrusted: shown as text, and a note
	# that does not read as one (a value past 1) is a comment too.
	sed -e '2s|$| # </script><script>alert(1)</script>|' \
	    -e '3s|$| # north 7.0000 best f 0.7143 loss 0.3810 se 0.0000 blunder|' g.rec > c.rec
	bg-render --html -f c.rec > c.html
	! grep -qF '<script>alert' c.html || false
	grep -qF '"notes":[null,{"comment":"\u003c/script>\u003cscript>alert(1)\u003c/script>"},{"comment":"north 7.0000 best f' c.html
	! grep -qF '"seats":' c.html || false
	need_browser
	opened "$BATS_TEST_TMPDIR/a.html#ply=0" "$BATS_TEST_TMPDIR/a.html#ply=1"
	dom=$(cat "$BATS_TEST_TMPDIR/dom.1")
	assert_equal "$(element best <<< "$dom")" "best here: f (0.7143); north played e (0.3333), blunder"
	assert_equal "$(grep -o '<li class="[^"]*">[^<]*' <<< "$dom" | sed -n 2p)" '<li class="blunder">1. north: e ??'
	assert_equal "$(grep -o 'points="[^"]*"' <<< "$dom")" 'points="1,66.67 2,66.67 3,55.56 4,55.56 5,44.44 6,55.56"
points="1,33.33 2,33.33 3,44.44 4,44.44 5,55.56 6,44.44"'
	assert_equal "$(grep -c 'class="flag"' <<< "$dom")" 1
	# The best move, f, drawn on the board before the blunder: its arrow
	# from north's f down to south's d, where the sowing ends.
	grep -qF '"best":{"0":' a.html
	assert_equal "$(grep -c '<g class="best">' <<< "$dom")" 1
	assert_equal "$(grep -A8 '<g class="best">' <<< "$dom" | grep -o '<path[^>]*fill="#000">')" '<path d="M85,81L226,135M235,139L224,141L228,129Z" stroke="#000" stroke-width="3" stroke-linejoin="round" fill="#000">'
	dom=$(cat "$BATS_TEST_TMPDIR/dom.2")
	assert_equal "$(element note <<< "$dom")" "north 0.3333, best f 0.7143, loss 0.3810 ± 0.0000, blunder"
	[ -z "$(element best <<< "$dom")" ]
	assert_equal "$(grep -c '<g class="best">' <<< "$dom")" 0
}

@test "html: the value graph draws each seat in its pieces' colour, and its axes are labelled (issue 34, item 8)" {
	cd "$BATS_TEST_TMPDIR"
	for g in waju manji; do
		bg-apply --analyse ply:1 --annotate -f "$BG_TOP/tests/games/$g/$g.rec" > $g.ann
		bg-render --html -f $g.ann > $g.html
		# The seats and colours of the page, paired ...
		seats=$(grep -o '"seats":\[[^]]*\]' $g.html | sed 's/.*\[//; s/\]//; s/"//g' | tr , '\n')
		colours=$(grep -o '"colours":\[[^]]*\]' $g.html | sed 's/.*\[//; s/\]//; s/"//g' | tr , '\n')
		# ... are those of the pieces the seats' numbers are drawn on.
		pieces=$(bg-new $g | bg-render --svg | sed -n 's/.*<circle [^>]*r="1[01]" fill="\(#[0-9a-f]*\)" stroke="[^"]*"\/><text [^>]*>\([0-9]\)<\/text>.*/\2 \1/p' | sort -u)
		assert_equal "$g: $(paste -d' ' <(echo "$seats") <(echo "$colours"))" "$g: $pieces"
	done
	assert_equal "$pieces" "1 #d03030
3 #e0b000"
	# Wari's are its rows' rings and names; Spook's seats have none of
	# their own (the page's own colours).
	printf '%s\ne\nf\n' "$(bg-new wari)" > w.rec
	bg-apply --analyse ab:2 --annotate -f w.rec > w.ann
	bg-render --html -f w.ann > w.html
	grep -qF '"colours":["#e0b040","#40a0c0"]' w.html
	bg-new wari | bg-render --svg | grep -qF '<tspan fill="#e0b040">north</tspan>'
	need_browser
	dom=$(browse "file://$BATS_TEST_TMPDIR/waju.html#ply=3" --dump-dom)
	assert_equal "$(grep -o '<polyline [^>]*stroke="[^"]*"' <<< "$dom" | sed 's/.*stroke=//')" '"#e8b400"
"#8c8c8c"'
	assert_equal "$(grep -o '<div id="yaxis">.*</div><div id="graph"' <<< "$dom" | sed 's/<div id="graph"//; s/<[^>]*>/ /g' | tr -s ' ')" " 1 value 0 "
	assert_equal "$(grep -o '<div id="xaxis">.*</span></div>' <<< "$dom" | sed 's/<[^>]*>/ /g' | tr -s ' ')" " 0 action 10 "
	# At two widths, the graph and its axes in the window.
	mkdir -p "$ARTIFACTS"
	for w in 1280 390; do
		browse "file://$BATS_TEST_TMPDIR/waju.html#ply=3" --window-size=$w,800 \
			--screenshot="$ARTIFACTS/graph-$w.png" >/dev/null
		[ -s "$ARTIFACTS/graph-$w.png" ]
	done
}

@test "html: the page marks what the summary counts: ?! an inaccuracy, ? an error or an error that may be a blunder, none for an undecided error?" {
	cd "$BATS_TEST_TMPDIR"
	printf '%s\n%s\n%s\n%s\n' 'wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=46 idle=1 pits=1,3,0,0,2,4/0,0,2,1,0,11 captured=11,13' \
		'e # north 0.6900 best f 0.7143 loss 0.0243 se 0.0000 inaccuracy' \
		'f # south 0.6000 best a 0.6700 loss 0.0700 se 0.0400 error?' \
		'a # north 0.4000 best b 0.5500 loss 0.1500 se 0.0400 blunder?' > m.rec
	bg-render --html -f m.rec > m.html
	grep -qF '"flag":"inaccuracy"' m.html
	need_browser
	dom=$(browse "file://$BATS_TEST_TMPDIR/m.html#ply=0" --dump-dom)
	assert_equal "$(grep -o '<li\( class="[^"]*"\)\?>[^<]*' <<< "$dom" | sed -n '2,4p')" '<li class="inaccuracy">1. north: e ?!
<li>2. south: f
<li class="blunder-maybe">3. north: a ?'
	assert_equal "$(grep -o 'stroke="[^"]*" class="flag"' <<< "$dom")" 'stroke="#999" class="flag"
stroke="#e90" class="flag"'
}

@test "html: a character's name from --rules is text on the page, never markup that runs (issue 44, item 2)" {
	cd "$BATS_TEST_TMPDIR"
	# Every character of this Spook is named by an image whose error
	# handler would mark the page's body.
	sed 's/name: .*/name: "<img src=y onerror=body.id=9>"/' \
		"$BG_TOP/formats/spook.yaml" > hostile.yaml
	bg-render -r hostile.yaml --html -f "$BG_TOP/tests/games/spook/spook.rec" > h.html
	! grep -qF '<img src=y' h.html || false
	grep -qF 'last activation 6 (&lt;img src=y onerror=body.id=9&gt;)' h.html
	need_browser
	dom=$(browse "file://$BATS_TEST_TMPDIR/h.html#ply=5" --virtual-time-budget=2000 --dump-dom)
	grep -qF 'last activation 6 (&lt;img src=y onerror=body.id=9&gt;)' <<< "$dom"
	! grep -q '<body[^>]* id="9"' <<< "$dom" || false
	! grep -q '<img' <<< "$dom" || false
}

@test "html: an annotated record's page sums up each seat: its policy, decisions, error rate and marks, as the analysis does (issue 47, item 9)" {
	cd "$BATS_TEST_TMPDIR"
	# North gives five stones away with e, a blunder by ab:6; the
	# Policy tag names each seat's policy.
	printf 'Policy: bot=mc:50,random\n%s\ne\nf\na\nb\nb\ne\n' 'wari twelve=exact slam=leave-one quiet=100 phase=move turn=north ply=46 idle=1 pits=1,3,0,0,2,4/0,0,2,1,0,11 captured=11,13' > g.rec
	bg-apply --analyse ab:6 --seed 1 --annotate -f g.rec > a.rec
	assert_equal "$(grep '^# [ns]' a.rec)" "# north: 3 decisions (0 exact), error rate 127.0 (awful), inaccuracies 0, errors 1, blunders 1, undecided 0
# south: 3 decisions (0 exact), error rate 0.0 (supernatural), inaccuracies 0, errors 0, blunders 0, undecided 0"
	bg-render --html -f a.rec > a.html
	grep -qF '<div id="summary"></div>' a.html
	need_browser
	dom=$(browse "file://$BATS_TEST_TMPDIR/a.html#ply=0" --dump-dom)
	assert_equal "$(grep -o '<div id="summary">.*</div>' <<< "$dom" | sed 's|</p>|&\n|g' | sed 's|<[^>]*>||g')" "north (bot=mc:50): 3 decisions, error rate 127.0, inaccuracies 0, errors 1, blunders 1, undecided 0
south (random): 3 decisions, error rate 0.0, inaccuracies 0, errors 0, blunders 0, undecided 0"
}

@test "html: a forfeited game's last position tells who forfeited and why (issue 47, item 9)" {
	cd "$BATS_TEST_TMPDIR"
	printf 'Policy: random,cmd:./bot\tTermination: time forfeit (501 ms, limit 500)\tForfeit: south\tResult: north\t%s\te\n' "$WARI_START" > f.rec
	bg-render --html -l -f f.rec > f.html
	grep -qF '"forfeit":"south forfeited: time forfeit (501 ms, limit 500); result north"' f.html
	# A game played to its end has none, whatever its tags say.
	bg-new wari | bg-apply --play random -s 1 --record over.rec > /dev/null
	{ echo 'Forfeit: south'; cat over.rec; } > tagged.rec
	bg-render --html -f tagged.rec > tagged.html
	[ "$(grep -c '"forfeit"' tagged.html)" -eq 0 ]
	need_browser
	opened "$BATS_TEST_TMPDIR/f.html#ply=1" "$BATS_TEST_TMPDIR/f.html#ply=0"
	assert_equal "$(element note < dom.1)" "south forfeited: time forfeit (501 ms, limit 500); result north"
	assert_equal "$(element note < dom.2)" ""
}
