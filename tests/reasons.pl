#!/usr/bin/perl
# reasons.pl FILE.c...: the reasons the game files give for refusing an
# action, one a line, as extended regular expressions, each printf
# conversion a wildcard.  A reason is the format of a bg_illegal() call or
# of an snprintf() or say() into a "why" buffer (each branch of a ?:
# choice), or, when that format is "%s", each string the next argument
# chooses from, a named constant string included.
use strict;
use warnings;

my %seen;

# The concatenated string literals in text, one for each run of them.
sub literals {
	my ($text) = @_;
	my @s;
	while ($text =~ /((?:"(?:[^"\\]|\\.)*"\s*)+)/g) {
		my ($lits, $s) = ($1, '');
		$s .= $1 while $lits =~ /"((?:[^"\\]|\\.)*)"/g;
		push @s, $s;
	}
	return @s;
}

# The arguments of the call whose '(' is just before pos($text), split at
# the commas outside parentheses and strings; calls inside an argument
# (memcmp(...)) are left out.
sub arguments {
	my ($text, $at) = @_;
	pos($text) = $at;
	my @args;
	my ($cur, $depth) = ('', 0);
	while ($text =~ /\G("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[()]|,|[^"'(),]+)/gc) {
		my $t = $1;
		if ($t eq '(') { $depth++ }
		elsif ($t eq ')') { last if --$depth < 0 }
		elsif ($t eq ',' && $depth == 0) { push @args, $cur; $cur = ''; next }
		$cur .= $t if $depth == 0 && $t ne ')';
	}
	push @args, $cur;
	return @args;
}

sub emit {
	my ($fmt) = @_;
	return if $fmt eq '%s' || $fmt eq '';
	my $re = quotemeta $fmt;
	$re =~ s/\\%(?:\\\.\\\*)?[lz]*[dusc]/.*/g;
	# Only what is special in an extended regular expression stays escaped.
	$re =~ s/\\([^.\[\]()*+?{}|^\$\\])/$1/g;
	print "$re\n" unless $seen{$re}++;
}

local $/;
# The files' texts without comments, and their named constant strings,
# which one file of a game may define and another use.
my (%text, %const);
for my $file (@ARGV) {
	open my $fh, '<', $file or die "$file: $!\n";
	my $t = <$fh>;
	$t =~ s{/\*.*?\*/}{}gs;
	$text{$file} = $t;
	$const{$1} = join '', literals($2)
		while $t =~ /(?:static )?const char (\w+)\[\]\s*=\s*((?:"(?:[^"\\]|\\.)*"\s*)+);/g;
}
for my $file (@ARGV) {
	my $t = $text{$file};
	my $reasons = sub {
		my ($fmt_arg, $next_arg) = @_;
		my @fmts = literals($fmt_arg);
		emit($_) for @fmts;
		return unless @fmts == 1 && $fmts[0] eq '%s' && defined $next_arg;
		emit($_) for literals($next_arg);
		emit($const{$_}) for grep { exists $const{$_} } $next_arg =~ /\b(\w+)\b/g;
	};
	while ($t =~ /\bbg_illegal\s*\(/g) {
		my @args = arguments($t, pos $t);
		$reasons->($args[4], $args[5]) if @args >= 5;
	}
	while ($t =~ /\b(?:snprintf|say)\s*\(\s*why\s*,/g) {
		my @args = arguments($t, pos $t);
		$reasons->($args[1], $args[2]) if @args >= 2;
	}
}
