#!/usr/bin/perl
# tapcheck.pl FILE: exit 0 when FILE is valid TAP 13 with its plan met,
# as Perl's own TAP consumer (TAP::Parser, which prove uses) reads it;
# prints "tests N, failed M".
use strict;
use warnings;
use TAP::Parser;

open my $fh, '<', $ARGV[0] or die "$ARGV[0]: $!\n";
my $tap = do { local $/; <$fh> };
my $parser = TAP::Parser->new({ tap => $tap });
while (defined $parser->next) { }
my @errors = $parser->parse_errors;
print "$_\n" for @errors;
printf "version %d, tests %d, failed %d\n", $parser->version,
	$parser->tests_run, scalar $parser->failed;
exit(@errors || $parser->version != 13 ? 1 : 0);
