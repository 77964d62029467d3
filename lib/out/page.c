/* The replay page: one self-contained HTML file with every position of a
 * game as an SVG picture, the actions that led to them, and a small
 * script to step through them.
 *
 * Pictures of one game share most of their lines (the board), so the page
 * stores each distinct line once and every picture as runs of line
 * numbers ("0-120,305,122-140"); the script rebuilds a picture when it is
 * shown.  A game of 500 positions stays a few hundred kilobytes. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "out/out.h"

struct line {
	const char *text; /* into the page's text */
	size_t len;
};

struct bg_page {
	char *text;            /* every distinct line, back to back */
	size_t text_len, text_cap;
	struct line *lines;
	size_t nlines, lines_cap;
	uint32_t *slot;        /* hash table of line numbers + 1, 0: empty */
	size_t slots;
	FILE *frames;          /* each frame's runs, one per line */
	char *frames_buf;
	size_t frames_len;
	FILE *captions;        /* JSON strings, each followed by ',' */
	char *captions_buf;
	size_t captions_len;
	FILE *tags;
	char *tags_buf;
	size_t tags_len;
	FILE *notes;           /* each frame's note, JSON, followed by ',' */
	char *notes_buf;
	size_t notes_len;
	int commented;         /* a frame has a note */
	int annotated;         /* a frame has a judgement */
	char seats[BG_MAX_SEATS * (BG_SEAT_NAME_MAX + 4) + 4]; /* JSON */
	unsigned long count;
};

struct bg_page *
bg_page_new(void)
{
	struct bg_page *pg = calloc(1, sizeof *pg);

	if (!pg)
		return NULL;
	pg->frames = open_memstream(&pg->frames_buf, &pg->frames_len);
	pg->captions = open_memstream(&pg->captions_buf, &pg->captions_len);
	pg->tags = open_memstream(&pg->tags_buf, &pg->tags_len);
	pg->notes = open_memstream(&pg->notes_buf, &pg->notes_len);
	if (!pg->frames || !pg->captions || !pg->tags || !pg->notes) {
		bg_page_free(pg);
		return NULL;
	}
	return pg;
}

void
bg_page_free(struct bg_page *pg)
{
	if (!pg)
		return;
	if (pg->frames)
		fclose(pg->frames);
	if (pg->captions)
		fclose(pg->captions);
	if (pg->tags)
		fclose(pg->tags);
	if (pg->notes)
		fclose(pg->notes);
	free(pg->notes_buf);
	free(pg->frames_buf);
	free(pg->captions_buf);
	free(pg->tags_buf);
	free(pg->text);
	free(pg->lines);
	free(pg->slot);
	free(pg);
}

/* A JSON string that is safe inside a <script> element and valid UTF-8
 * whatever a record's tag holds. */
static void
json_string(FILE *out, const char *s, size_t len)
{
	fputc('"', out);
	bg_escape(out, s, len, BG_ESC_JSON | BG_ESC_SCRIPT | BG_ESC_PRINTABLE);
	fputc('"', out);
}

static uint64_t
hash(const char *s, size_t len)
{
	return bg_fnv1a(BG_FNV_BASIS, s, len);
}

static int
grow_slots(struct bg_page *pg)
{
	size_t slots = pg->slots ? 2 * pg->slots : 1024, i, k;
	uint32_t *slot = calloc(slots, sizeof *slot);

	if (!slot)
		return -1;
	for (i = 0; i < pg->nlines; i++) {
		k = hash(pg->lines[i].text, pg->lines[i].len) & (slots - 1);
		while (slot[k])
			k = (k + 1) & (slots - 1);
		slot[k] = (uint32_t)i + 1;
	}
	free(pg->slot);
	pg->slot = slot;
	pg->slots = slots;
	return 0;
}

/* The number of a line, added when it is new; -1: out of memory. */
static long
line_number(struct bg_page *pg, const char *s, size_t len)
{
	size_t k;

	if (2 * (pg->nlines + 1) > pg->slots && grow_slots(pg) < 0)
		return -1;
	k = hash(s, len) & (pg->slots - 1);
	for (; pg->slot[k]; k = (k + 1) & (pg->slots - 1)) {
		const struct line *l = &pg->lines[pg->slot[k] - 1];

		if (l->len == len && memcmp(l->text, s, len) == 0)
			return (long)pg->slot[k] - 1;
	}
	if (pg->nlines == pg->lines_cap) {
		size_t cap = pg->lines_cap ? 2 * pg->lines_cap : 256;
		struct line *lines = realloc(pg->lines, cap * sizeof *lines);

		if (!lines)
			return -1;
		pg->lines = lines;
		pg->lines_cap = cap;
	}
	/* Lines point into text by offset until the text stops moving. */
	if (pg->text_len + len > pg->text_cap) {
		size_t cap = pg->text_cap ? 2 * pg->text_cap : 65536, i;
		char *text;

		while (cap < pg->text_len + len)
			cap *= 2;
		text = realloc(pg->text, cap);
		if (!text)
			return -1;
		for (i = 0; i < pg->nlines; i++)
			pg->lines[i].text = text + (pg->lines[i].text - pg->text);
		pg->text = text;
		pg->text_cap = cap;
	}
	memcpy(pg->text + pg->text_len, s, len);
	pg->lines[pg->nlines].text = pg->text + pg->text_len;
	pg->lines[pg->nlines].len = len;
	pg->text_len += len;
	pg->slot[k] = (uint32_t)++pg->nlines;
	return (long)pg->nlines - 1;
}

int
bg_page_tag(struct bg_page *pg, const char *tag, size_t len)
{
	json_string(pg->tags, tag, len);
	fputc(',', pg->tags);
	return ferror(pg->tags) ? -1 : 0;
}

/* The seats of the game, for the values drawn: set by the first frame. */
static void
set_seats(struct bg_page *pg, const struct bg_state *st)
{
	struct bg_outcome o;
	size_t len = 1;
	int s;

	if (pg->seats[0])
		return;
	st->game->outcome(st, &o);
	strcpy(pg->seats, "[");
	for (s = 0; s < o.seats; s++)
		len += (size_t)snprintf(pg->seats + len, sizeof pg->seats - len,
		                        "%s\"%.*s\"", s ? "," : "",
		                        BG_SEAT_NAME_MAX - 1, o.seat[s]);
	strcpy(pg->seats + len, "]");
}

/* The note of a frame: its judgement when its comment starts with one,
 * and the rest of its comment; null when it has neither. */
static void
note_json(struct bg_page *pg, const char *comment, size_t len)
{
	FILE *out = pg->notes;
	struct bg_note n;
	size_t skip = comment ? bg_note_read(comment, len, &n) : 0;
	int s;

	if (!comment || !len) {
		fputs("null,", out);
		return;
	}
	pg->commented = 1;
	fputc('{', out);
	if (n.kind == BG_NOTE_DECISION) {
		fputs("\"seat\":", out);
		json_string(out, n.seat, strlen(n.seat));
		fprintf(out, ",\"value\":%.4f,\"best\":", n.value);
		json_string(out, n.best, strlen(n.best));
		fprintf(out, ",\"best_value\":%.4f,\"loss\":%.4f,\"se\":%.4f,"
		        "\"exact\":%s,\"flag\":\"%s\"", n.best_value, n.loss,
		        n.se, n.exact ? "true" : "false", n.flag);
	} else if (n.kind == BG_NOTE_LUCK) {
		fputs("\"luck\":{", out);
		for (s = 0; s < n.nluck; s++) {
			fputs(s ? "," : "", out);
			json_string(out, n.luck_seat[s], strlen(n.luck_seat[s]));
			fprintf(out, ":%.4f", n.luck[s]);
		}
		fputc('}', out);
	}
	pg->annotated |= n.kind != BG_NOTE_NONE;
	if (skip < len) {
		fputs(n.kind != BG_NOTE_NONE ? ",\"comment\":" : "\"comment\":",
		      out);
		json_string(out, comment + skip, len - skip);
	}
	fputs("},", out);
}

int
bg_page_frame(struct bg_page *pg, const struct bg_state *st,
              const char *caption, const char *comment, size_t comment_len,
              const char *svg, size_t len)
{
	const char *p = svg, *end = svg + len, *nl;
	long n, first = -1, last = -2;
	int runs = 0;

	set_seats(pg, st);
	while (p < end) {
		nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			nl = end;
		if ((n = line_number(pg, p, (size_t)(nl - p))) < 0)
			return -1;
		if (n != last + 1) {
			if (first >= 0)
				fprintf(pg->frames, first == last ? "%s%ld"
				        : "%s%ld-%ld", runs++ ? "," : "", first,
				        last);
			first = n;
		}
		last = n;
		p = nl + 1;
	}
	if (first >= 0)
		fprintf(pg->frames, first == last ? "%s%ld" : "%s%ld-%ld",
		        runs ? "," : "", first, last);
	fputc('\n', pg->frames);
	json_string(pg->captions, caption, strlen(caption));
	fputc(',', pg->captions);
	note_json(pg, comment, comment_len);
	pg->count++;
	return ferror(pg->frames) || ferror(pg->captions) || ferror(pg->notes)
	       ? -1 : 0;
}

/* The page's style and script; the data comes between them. */
static const char page_head[] =
	"<!DOCTYPE html>\n"
	"<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
	"<meta name=\"viewport\" content=\"width=device-width\">\n"
	"<meta name=\"generator\" content=\"bg-render\">\n";

/* The board is kept in view at any width: the page is the window's
 * height, the board scales to the room left (its SVG keeps its aspect),
 * and the list of actions scrolls in its own box, beside the board in a
 * wide window and below it in a narrow one. */
static const char page_style[] =
	"<style>\n"
	"html,body{height:100%;margin:0}\n"
	"body{font-family:sans-serif;color:#111;background:#fafafa;"
	"display:flex;flex-direction:column;padding:.5em 1em;"
	"box-sizing:border-box}\n"
	"h1{font-size:1.3em;margin:0 0 .3em}\n"
	"#tags{margin:0 0 .6em;font-size:.9em;color:#333}\n"
	"#tags span{margin-right:1.2em}\n"
	"#main{flex:1;min-height:0;display:flex;gap:1.2em}\n"
	"#view{flex:1;min-width:0;min-height:0;display:flex;"
	"flex-direction:column}\n"
	"#board{flex:1;min-height:0}\n"
	"#board svg{display:block;width:100%;height:100%;"
	"border:1px solid #ccc;background:#fff;box-sizing:border-box}\n"
	"#bar{display:flex;flex-wrap:wrap;gap:.4em;align-items:center;"
	"margin:.5em 0}\n"
	"#bar input{flex:1;min-width:6em}\n"
	"#auto{margin:0 0 .4em}\n"
	"#move{font-weight:bold;min-height:1.3em}\n"
	"#keys{margin:0;font-size:.85em}\n"
	"#list{position:relative;flex:0 0 16em;overflow:auto;margin:0;"
	"padding:0 .4em;list-style:none;font-family:monospace;border:1px solid #ccc;"
	"background:#fff}\n"
	"#list li{cursor:pointer;padding:0 .3em}\n"
	"#list li.now{background:#222;color:#fff}\n"	"#note,#best{font-size:.9em}\n"
	".noted #note,.noted #best{min-height:1.2em}\n"
	"#best{color:#a00}\n"
	"#graph{flex:0 0 70px;min-height:0;overflow:hidden;margin-top:.4em;"
	"border:1px solid #ccc;"
	"background:#fff;cursor:pointer}\n"
	"#graph[hidden]{display:none}\n"
	"#graph svg{display:block;width:100%;height:100%}\n"
	"#legend span{margin-right:1em;font-size:.85em}\n"
	"#list li.error,#list li.blunder-maybe{color:#b60}\n"
	"#list li.blunder{color:#a00;font-weight:bold}\n"
	"#list li.now{background:#222;color:#fff}\n"
	"@media (max-width:700px){#main{flex-direction:column;gap:.5em}"
	"#list{flex:1 1 6em;min-height:3em}#view{flex:0 0 auto}"
	"#board{flex:0 0 auto}#board svg{height:auto;max-height:55vh}}\n"
	"</style>\n";

static const char page_body[] =
	"<div id=\"main\">\n<div id=\"view\">\n"
	"<div id=\"move\"></div>\n"
	"<div id=\"note\"></div>\n<div id=\"best\"></div>\n"
	"<div id=\"board\"></div>\n"
	"<div id=\"graph\" title=\"each seat's value\"></div>\n"
	"<div id=\"legend\"></div>\n"
	"<div id=\"bar\"><button id=\"first\" title=\"Home\">|&lt;</button>"
	"<button id=\"prev\" title=\"\xe2\x86\x90\">&lt;</button>"
	"<input id=\"slider\" type=\"range\" min=\"0\" value=\"0\" "
	"aria-label=\"position\">"
	"<button id=\"next\" title=\"\xe2\x86\x92\">&gt;</button>"
	"<button id=\"last\" title=\"End\">&gt;|</button>"
	"<span id=\"where\"></span></div>\n"
	"<div id=\"auto\"><button id=\"flip\" aria-pressed=\"false\" "
	"title=\"F\">flip</button> <button id=\"play\" aria-pressed=\"false\">"
	"play</button> <select id=\"speed\" aria-label=\"speed\">"
	"<option value=\"2000\">slow</option>"
	"<option value=\"1000\" selected>1 a second</option>"
	"<option value=\"400\">fast</option>"
	"<option value=\"100\">fastest</option></select></div>\n"
	"<p id=\"keys\">Keys: \xe2\x86\x90 \xe2\x86\x92 Home End, F flips. "
	"Link to a position: #ply=N.</p>\n"
	"</div>\n<ul id=\"list\"></ul>\n</div>\n";

static const char page_script[] =
	"<script>\n"
	"(function(){\n"
	"var D=JSON.parse(document.getElementById('data').textContent);\n"
	"var n=D.frames.length,cur=-1,$=function(i){return document."
	"getElementById(i)};\n"
	"var list=$('list'),slider=$('slider');\n"
	"slider.max=n-1;\n"
	"var items=[];\n"
	"D.captions.forEach(function(c,i){var li=document.createElement('li');"
	"li.textContent=c;li.onclick=function(){show(i)};list.appendChild(li);"
	"items.push(li)});\n"
	"D.tags.forEach(function(t){var s=document.createElement('span');"
	"s.textContent=t;$('tags').appendChild(s)});\n"
	/* An annotated record: the judgements, the values, the marks. */
	"var N=D.notes||[],S=D.seats||[];\n"
	"var marks={'error':'?','blunder':'?\?','error?':'?!','blunder?':'?'};\n"
	"function fmt(x){return x.toFixed(4)}\n"
	"function sign(x){return (x<0?'\\u2212':'+')+Math.abs(x).toFixed(4)}\n"
	"function played(i){var c=D.captions[i],k=c.indexOf(': ');return k<0?c:c.slice(k+2)}\n"
	"function flagged(i){var t=N[i];return t&&t.flag&&marks[t.flag]?t:null}\n"
	"items.forEach(function(li,i){var t=flagged(i);if(!t)return;li.textContent+=' '+marks[t.flag];"
	"li.classList.add(t.flag.replace('?','-maybe'))});\n"
	"function describe(t){if(!t)return '';var s='';if(t.best!==undefined){"
	"s=t.seat+' '+fmt(t.value)+', best '+t.best+' '+fmt(t.best_value)+',"
	" loss '+fmt(t.loss)+(t.exact?' exact':' \\u00b1 '+fmt(t.se));if(t.flag!=='-')s+=',"
	" '+t.flag}else if(t.luck){s='luck '+Object.keys(t.luck).map(function(k){"
	"return k+' '+sign(t.luck[k])}).join(', ')}if(t.comment)s+=(s?' \\u2014 ':'')+t.comment;"
	"return s}\n"
	"function noteOf(i){$('note').textContent=describe(N[i]);var t=flagged(i+1);"
	"$('best').textContent=t?'best here: '+t.best+' ('+fmt(t.best_value)+');"
	" '+t.seat+' played '+played(i+1)+' ('+fmt(t.value)+'), '+t.flag:''}\n"
	"var colours=['#c0392b','#2471a3','#229954','#b7950b','#7d3c98',"
	"'#ca6f1e','#17a589','#566573'];\n"
	"function value(t,s){if(!t||t.best===undefined)return null;if(t.seat===s)return t.value;"
	"return S.length===2&&S.indexOf(t.seat)>=0?1-t.value:null}\n"
	"function graph(){var g=$('graph');if(!S.length){g.hidden=true;"
	"return}\n"
	"var W=Math.max(n-1,1),ns=\"http://www.w3.org/2000/svg\",svg=document.createElementNS(ns,"
	"'svg');\n"
	"function el(name,a){var e=document.createElementNS(ns,name);for(var k in a)e.setAttribute(k,"
	"a[k]);e.setAttribute('vector-effect','non-scaling-stroke');svg.appendChild(e);"
	"return e}\n"
	"svg.setAttribute('viewBox','0 0 '+W+' 100');svg.setAttribute('preserveAspectRatio',"
	"'none');\n"
	"el('line',{x1:0,y1:50,x2:W,y2:50,stroke:'#bbb','class':'even'});\n"
	"N.forEach(function(t,i){if(flagged(i))el('line',{x1:i,x2:i,y1:0,"
	"y2:100,stroke:t.flag==='blunder'?'#c00':'#e90','class':'flag'})});\n"
	"S.forEach(function(s,k){var pts=[];N.forEach(function(t,i){var v=value(t,"
	"s);if(v!==null)pts.push(i+','+(100-100*v).toFixed(2))});\n"
	"el('polyline',{fill:'none',stroke:colours[k%8],'stroke-width':2,"
	"points:pts.join(' '),'class':'seat'});\n"
	"var key=document.createElement('span');key.textContent='\\u25a0 '+s;"
	"key.style.color=colours[k%8];$('legend').appendChild(key)});\n"
	"at=el('line',{x1:0,x2:0,y1:0,y2:100,stroke:'#000','class':'at'});\n"
	"g.appendChild(svg);g.onclick=function(e){var r=g.getBoundingClientRect();"
	"show(Math.round((e.clientX-r.left)/r.width*W))}}\n"
	"var at=null;graph();if(N.length)document.body.classList.add('noted');\n"
	"function picture(i){var out=[];D.frames[i].split(',').forEach("
	"function(r){var ab=r.split('-'),a=+ab[0],b=ab.length>1?+ab[1]:a;"
	"for(var k=a;k<=b;k++)out.push(D.lines[k])});return out.join('\\n')}\n"
	"function show(i,keep){i=Math.max(0,Math.min(n-1,i|0));if(i===cur)"
	"return;if(cur>=0)items[cur].classList.remove('now');cur=i;"
	"$('board').innerHTML=picture(i);if(flipped)turn();"
	"items[i].classList.add('now');noteOf(i);"
	"if(at){at.setAttribute('x1',i);at.setAttribute('x2',i)}"
	"$('move').textContent=D.captions[i];slider.value=i;"
	"$('where').textContent=i+' / '+(n-1);"
	"inList(items[i]);"
	"if(!keep&&history.replaceState)history.replaceState(null,'',"
	"'#ply='+i)}\n"
	/* The list scrolls to the item shown; the page never scrolls. */
	"function inList(li){var t=li.offsetTop,"
	"b=t+li.offsetHeight;if(t<list.scrollTop)list.scrollTop=t;"
	"else if(b>list.scrollTop+list.clientHeight)"
	"list.scrollTop=b-list.clientHeight}\n"
	"function fromHash(){var m=/ply=(\\d+)/.exec(location.hash);"
	"show(m?+m[1]:0,true)}\n"
	"$('first').onclick=function(){show(0)};"
	"$('prev').onclick=function(){show(cur-1)};"
	"$('next').onclick=function(){show(cur+1)};"
	"$('last').onclick=function(){show(n-1)};\n"
	"slider.oninput=function(){show(+slider.value)};\n"
	"document.addEventListener('keydown',function(e){var k={ArrowLeft:-1,"
	"ArrowRight:1}[e.key];if(e.target===slider&&k)return;"
	"if(k){show(cur+k);e.preventDefault()}"
	"else if(e.key==='Home'){show(0);e.preventDefault()}"
	"else if(e.key==='End'){show(n-1);e.preventDefault()}});\n"
	/* The flip: the board turned half round, each text turned back
	 * about its own centre so that it reads upright where it lands. */
	"var flipped=false;\n"
	"function turn(){var s=$('board').querySelector('svg');if(!s)return;"
	"var v=s.viewBox.baseVal,g=document.createElementNS(s.namespaceURI,"
	"'g');"
	"while(s.firstChild)g.appendChild(s.firstChild);s.appendChild(g);"
	"g.setAttribute('transform','rotate(180 '+(v.x+v.width/2)+' '+"
	"(v.y+v.height/2)+')');"
	"g.querySelectorAll('text').forEach(function(t){var b=t.getBBox();"
	"t.setAttribute('transform','rotate(180 '+(b.x+b.width/2)+' '+"
	"(b.y+b.height/2)+')')})}\n"
	"function flip(){flipped=!flipped;$('flip').setAttribute("
	"'aria-pressed',flipped?'true':'false');var i=cur;cur=-1;"
	"show(i,true)}\n"
	"$('flip').onclick=flip;\n"
	"document.addEventListener('keydown',function(e){"
	"if(e.key==='f'||e.key==='F')flip()});\n"
	/* Autoplay: a step each interval the speed names, until the end. */
	"var timer=null;\n"
	"function playing(on){$('play').textContent=on?'pause':'play';"
	"$('play').setAttribute('aria-pressed',on?'true':'false')}\n"
	"function pause(){if(timer!==null)clearInterval(timer);timer=null;"
	"playing(false)}\n"
	"function tick(){if(cur>=n-1)pause();else show(cur+1)}\n"
	"function play(){pause();if(cur>=n-1)show(0);"
	"timer=setInterval(tick,+$('speed').value);playing(true)}\n"
	"$('play').onclick=function(){timer===null?play():pause()};\n"
	"$('speed').onchange=function(){if(timer!==null)play()};\n"
	"window.addEventListener('hashchange',fromHash);\n"
	"fromHash();\n"
	/* How long the page took to show its first position, for tests. */
	"document.body.setAttribute('data-shown-ms',"
	"Math.round(performance.now()));\n"
	"})();\n"
	"</script>\n";

/* A JSON array of the items in buf, each followed by a ','. */
static void
json_array(FILE *out, const char *buf, size_t len)
{
	fputc('[', out);
	if (len)
		fwrite(buf, 1, len - 1, out);
	fputc(']', out);
}

int
bg_page_write(struct bg_page *pg, FILE *out, const char *title)
{
	const char *p, *end, *nl;
	size_t i;

	if (fflush(pg->frames) || fflush(pg->captions) || fflush(pg->tags) ||
	    fflush(pg->notes))
		return -1;
	fputs(page_head, out);
	/* The title holds a file name: any bytes. */
	fputs("<title>", out);
	bg_escape(out, title, strlen(title), BG_ESC_XML | BG_ESC_PRINTABLE);
	fputs("</title>\n", out);
	fputs(page_style, out);
	fputs("</head>\n<body>\n<h1>", out);
	bg_escape(out, title, strlen(title), BG_ESC_XML | BG_ESC_PRINTABLE);
	fputs("</h1>\n<div id=\"tags\"></div>\n", out);
	fputs(page_body, out);
	fputs("<script id=\"data\" type=\"application/json\">\n{\"lines\":[",
	      out);
	for (i = 0; i < pg->nlines; i++) {
		if (i)
			fputs(",\n", out);
		json_string(out, pg->lines[i].text, pg->lines[i].len);
	}
	fputs("],\n\"frames\":[", out);
	p = pg->frames_buf;
	end = p + pg->frames_len;
	for (i = 0; p < end; i++, p = nl + 1) {
		nl = memchr(p, '\n', (size_t)(end - p));
		fprintf(out, "%s\"%.*s\"", i ? "," : "", (int)(nl - p), p);
	}
	fputs("],\n\"captions\":", out);
	json_array(out, pg->captions_buf, pg->captions_len);
	fputs(",\n\"tags\":", out);
	json_array(out, pg->tags_buf, pg->tags_len);
	/* The judgements of an annotated record, and whose values they are. */
	if (pg->annotated)
		fprintf(out, ",\n\"seats\":%s", pg->seats);
	if (pg->commented) {
		fputs(",\n\"notes\":", out);
		json_array(out, pg->notes_buf, pg->notes_len);
	}
	fputs("}\n</script>\n", out);
	fputs(page_script, out);
	fputs("</body>\n</html>\n", out);
	return ferror(out) ? -1 : 0;
}

unsigned long
bg_page_frames(const struct bg_page *pg)
{
	return pg->count;
}
