#!/usr/bin/env bats
# Grading and matches across machines with GNU parallel --sshlogin: a
# local sshd on a high port of 127.0.0.1 with throw-away host and user
# keys stands in for two hosts, each a login with its own bg-new and
# bg-apply on PATH.

load helpers

SSHD=${SSHD:-/usr/sbin/sshd}

teardown() {
	if [ -s "$BATS_TEST_TMPDIR/sshd.pid" ]; then
		kill "$(cat "$BATS_TEST_TMPDIR/sshd.pid")" 2>/dev/null || true
	fi
}

# start_sshd DIR: sshd on a free port of 127.0.0.1, logins by the keys
# of authorized_keys only; prints the port, or fails with the reason.
start_sshd() {
	local d=$1 port try
	for try in 1 2 3 4 5; do
		port=$((20000 + (RANDOM * 32768 + RANDOM) % 40000))
		cat > "$d/sshd_config" <<-CONF
		Port $port
		ListenAddress 127.0.0.1
		HostKey $d/host_key
		PidFile $d/sshd.pid
		AuthorizedKeysFile $d/authorized_keys
		PermitUserEnvironment yes
		StrictModes no
		UsePAM no
		PasswordAuthentication no
		KbdInteractiveAuthentication no
		PermitRootLogin prohibit-password
		MaxStartups 100
		MaxSessions 100
		CONF
		rm -f "$d/sshd.pid"
		if "$SSHD" -f "$d/sshd_config" -E "$d/sshd.log" 2>>"$d/sshd.log"; then
			for try in 1 2 3 4 5 6 7 8 9 10; do
				[ -s "$d/sshd.pid" ] && { echo "$port"; return 0; }
				sleep 0.2
			done
		fi
		grep -q 'Address already in use' "$d/sshd.log" 2>/dev/null || break
	done
	tail -n 1 "$d/sshd.log" 2>/dev/null
	return 1
}

# two_hosts: the logins host1 and host2 through a local sshd, each with
# its own bg-new and bg-apply first on PATH; sets d (the test's
# directory, the working one) and ssh (the client command), or skips
# saying why they cannot be had.
two_hosts() {
	[ "${BG_OPTIONAL:-yes}" != no ] || skip "sshd is not used (BG_OPTIONAL=no)"
	command -v parallel >/dev/null || skip "GNU parallel is not installed"
	[ -x "$SSHD" ] || skip "sshd cannot be started: openssh-server is not installed (scripts/deps.sh check installs it)"
	command -v ssh >/dev/null || skip "sshd cannot be started: no ssh client"
	d=$BATS_TEST_TMPDIR
	cd "$d"
	# sshd run by root wants its privilege separation directory.
	if [ "$(id -u)" = 0 ] && [ ! -d /run/sshd ]; then
		mkdir -p /run/sshd 2>/dev/null || skip "sshd cannot be started: no /run/sshd"
	fi
	ssh-keygen -q -t ed25519 -N '' -f "$d/host_key"
	: > "$d/authorized_keys"
	: > "$d/ssh_config"
	for h in host1 host2; do
		mkdir -p "$d/$h/bin"
		cp "$BG_BIN/bg-apply" "$BG_BIN/bg-new" "$d/$h/bin/"
		ssh-keygen -q -t ed25519 -N '' -f "$d/$h.key"
		# Each host's login has its own bg-apply first on PATH.
		printf 'environment="PATH=%s/%s/bin:/usr/bin:/bin" %s\n' "$d" "$h" \
			"$(cat "$d/$h.key.pub")" >> "$d/authorized_keys"
	done
	port=$(start_sshd "$d") || skip "sshd cannot be started here: $port"
	echo "[127.0.0.1]:$port $(cut -d ' ' -f 1,2 "$d/host_key.pub")" > "$d/known_hosts"
	for h in host1 host2; do
		cat >> "$d/ssh_config" <<-CONF
		Host $h
		    HostName 127.0.0.1
		    Port $port
		    IdentityFile $d/$h.key
		    IdentitiesOnly yes
		    UserKnownHostsFile $d/known_hosts
		    StrictHostKeyChecking yes
		    BatchMode yes
		    LogLevel ERROR
		CONF
	done
	ssh=(ssh -F "$d/ssh_config")
	run "${ssh[@]}" host1 'command -v bg-apply'
	[ "$status" -eq 0 ] || skip "sshd cannot be started here: a login fails: $output"
	assert_equal "$output" "$d/host1/bin/bg-apply"
	assert_equal "$("${ssh[@]}" host2 'command -v bg-apply')" "$d/host2/bin/bg-apply"

}

@test "ssh: 20,000 one-line records graded over two ssh hosts, the verdicts of one process" {
	two_hosts
	one_line_records 20000 9 50 > games.txt
	parallel --ssh "ssh -F $d/ssh_config" -S 2/host1,2/host2 \
		--pipe -N 2500 --keep-order --joblog jobs.log \
		bg-apply --result --keep-going --lines -f - \
		--line-offset '{= $_ = ($job->seq() - 1) * 2500 =}' \
		< games.txt > hosts.json 2> hosts.err || true
	same_as_one_process games.txt hosts
	[ "$(wc -l < hosts.json)" -eq 20000 ]
	[ "$(grep -c '"legal":false' hosts.json)" -eq 2222 ]
	# Both hosts graded chunks, 8 in all, each exiting 65 (some failed).
	[ "$(awk 'NR > 1' jobs.log | wc -l)" -eq 8 ]
	[ "$(awk 'NR > 1 { print $2 }' jobs.log | sort -u | tr '\n' ' ')" = "host1 host2 " ]
	[ "$(awk 'NR > 1 && $7 != 65' jobs.log | wc -l)" -eq 0 ]
}

@test "ssh: a match split into ranges over two ssh hosts merges into the summary of one process" {
	two_hosts
	c="bg-apply --play mc:3,random --match --seed 9 --result"
	bg-new wari | $c --games 12 --record one.txt >one.out
	parallel --ssh "ssh -F $d/ssh_config" -S 1/host1,1/host2 --joblog jobs.log \
		"bg-new wari | $c --first {} --games 4 --record $d/part-{}.txt >/dev/null" \
		::: 1 5 9
	# Both hosts played ranges, each to its end.
	[ "$(awk 'NR > 1 { print $2 }' jobs.log | sort -u | tr '\n' ' ')" = "host1 host2 " ]
	[ "$(awk 'NR > 1 && $7 != 0' jobs.log | wc -l)" -eq 0 ]
	cat part-*.txt | sort -t "$(printf '\t')" -k3.9,3n >all.txt
	cmp one.txt all.txt
	bg-new wari | $c --games 12 --record all.txt >all.out
	cmp one.out all.out
}
