# A bot that answers two lines for one state, in one write.
{ printf "%s", "a\nb\n"; fflush() }
