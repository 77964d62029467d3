/* out: what the programs write for people and other tools beside states:
 * the replay page bg-render --html writes. */
#ifndef BG_OUT_H
#define BG_OUT_H

#include "core/core.h"

struct bg_page;

struct bg_page *bg_page_new(void);
void bg_page_free(struct bg_page *pg);
/* A record tag, "Key: value", for the page's header. */
int bg_page_tag(struct bg_page *pg, const char *tag, size_t len);
/* A position: its caption (the action that led to it) and its picture,
 * a whole <svg> element. */
int bg_page_frame(struct bg_page *pg, const char *caption, const char *svg,
                  size_t len);
unsigned long bg_page_frames(const struct bg_page *pg);
/* The page, titled title; -1 when writing failed. */
int bg_page_write(struct bg_page *pg, FILE *out, const char *title);

#endif
