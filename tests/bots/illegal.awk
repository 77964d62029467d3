# A bot that answers a word that is no move of any state.
{ print "x"; fflush() }
