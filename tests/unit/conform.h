/* The conformance test of every game (conform.c). */
#ifndef CONFORM_H
#define CONFORM_H

void test_conformance(void);

#endif
