(function(){
var D=JSON.parse(document.getElementById('data').textContent);
var n=D.frames.length,cur=-1,$=function(i){return document.getElementById(i)};
var list=$('list'),slider=$('slider');
slider.max=n-1;
var items=[];
D.captions.forEach(function(c,i){var li=document.createElement('li');li.textContent=c;li.onclick=function(){show(i)};list.appendChild(li);items.push(li)});
D.tags.forEach(function(t){var s=document.createElement('span');s.textContent=t;$('tags').appendChild(s)});
// An annotated record: the judgements, the values, the marks.
var N=D.notes||[],S=D.seats||[];
// The decided mark, as the summary counts it: an undecided error? is
// none yet, a blunder? an error.
var marks={'inaccuracy':'?!','error':'?','blunder':'??','blunder?':'?'};
function fmt(x){return x.toFixed(4)}
function sign(x){return (x<0?'\u2212':'+')+Math.abs(x).toFixed(4)}
function played(i){var c=D.captions[i],k=c.indexOf(': ');return k<0?c:c.slice(k+2)}
function flagged(i){var t=N[i];return t&&t.flag&&marks[t.flag]?t:null}
items.forEach(function(li,i){var t=flagged(i);if(!t)return;li.textContent+=' '+marks[t.flag];li.classList.add(t.flag.replace('?','-maybe'))});
function describe(t){if(!t)return '';var s='';if(t.best!==undefined){s=t.seat+' '+fmt(t.value)+', best '+t.best+' '+fmt(t.best_value)+', loss '+fmt(t.loss)+(t.exact?' exact':' \u00b1 '+fmt(t.se));if(t.flag!=='-')s+=', '+t.flag}else if(t.luck){s='luck '+Object.keys(t.luck).map(function(k){return k+' '+sign(t.luck[k])}).join(', ')}if(t.comment)s+=(s?' \u2014 ':'')+t.comment;return s}
// A forfeit: who and why, on the last position.
function noteOf(i){var s=describe(N[i]);if(D.forfeit&&i===n-1)s+=(s?' \u2014 ':'')+D.forfeit;$('note').textContent=s;var t=flagged(i+1);$('best').textContent=t?'best here: '+t.best+' ('+fmt(t.best_value)+'); '+t.seat+' played '+played(i+1)+' ('+fmt(t.value)+'), '+t.flag:''}
// Each seat's line in its colour on the board, where the game gives one.
var colours=D.colours||['#c0392b','#2471a3','#229954','#b7950b','#7d3c98','#ca6f1e','#17a589','#566573'];
function value(t,s){if(!t||t.best===undefined)return null;if(t.seat===s)return t.value;return S.length===2&&S.indexOf(t.seat)>=0?1-t.value:null}
// The axes: a seat's value, 0 to 1, up; the actions, 0 to the last, across.
function graph(){var g=$('graph');if(!S.length){$('plot').hidden=true;$('xaxis').hidden=true;return}
$('xmax').textContent=n-1;
var W=Math.max(n-1,1),ns="http://www.w3.org/2000/svg",svg=document.createElementNS(ns,'svg');
function el(name,a){var e=document.createElementNS(ns,name);for(var k in a)e.setAttribute(k,a[k]);e.setAttribute('vector-effect','non-scaling-stroke');svg.appendChild(e);return e}
svg.setAttribute('viewBox','0 0 '+W+' 100');svg.setAttribute('preserveAspectRatio','none');
el('line',{x1:0,y1:50,x2:W,y2:50,stroke:'#bbb','class':'even'});
N.forEach(function(t,i){if(flagged(i))el('line',{x1:i,x2:i,y1:0,y2:100,stroke:t.flag==='blunder'?'#c00':t.flag==='inaccuracy'?'#999':'#e90','class':'flag'})});
S.forEach(function(s,k){var pts=[];N.forEach(function(t,i){var v=value(t,s);if(v!==null)pts.push(i+','+(100-100*v).toFixed(2))});
el('polyline',{fill:'none',stroke:colours[k%8],'stroke-width':2,points:pts.join(' '),'class':'seat'});
var key=document.createElement('span');key.textContent='\u25a0 '+s;key.style.color=colours[k%8];$('legend').appendChild(key)});
at=el('line',{x1:0,x2:0,y1:0,y2:100,stroke:'#000','class':'at'});
g.appendChild(svg);g.onclick=function(e){var r=g.getBoundingClientRect();show(Math.round((e.clientX-r.left)/r.width*W))}}
var at=null;graph();if(N.length)document.body.classList.add('noted');
// Each seat's summary from the notes, as bg-apply --analyse counts it
// (errors with the blunders; a mark with '?' undecided), and the policy
// the record's Policy tag gives it (one word: every seat's).
function policies(){var p=null;D.tags.forEach(function(t){if(t.indexOf('Policy: ')===0)p=t.slice(8).split(',')});return p}
function summary(){var P=policies();S.forEach(function(s,k){var d=0,loss=0,c={inaccuracy:0,error:0,blunder:0,undecided:0};N.forEach(function(t){if(!t||t.best===undefined||t.seat!==s)return;d++;loss+=t.loss;if(t.flag==='inaccuracy')c.inaccuracy++;if(t.flag==='error'||t.flag==='blunder'||t.flag==='blunder?')c.error++;if(t.flag==='blunder')c.blunder++;if(/\?$/.test(t.flag))c.undecided++});if(!d)return;
var p=document.createElement('p'),w=P?(P.length===1?P[0]:P[k]):null;p.textContent=s+(w?' ('+w+')':'')+': '+d+' decisions, error rate '+(1000*loss/d).toFixed(1)+', inaccuracies '+c.inaccuracy+', errors '+c.error+', blunders '+c.blunder+', undecided '+c.undecided;p.style.color=colours[k%8];$('summary').appendChild(p)})}
summary();
function lines(runs){var out=[];runs.split(',').forEach(function(r){var ab=r.split('-'),a=+ab[0],b=ab.length>1?+ab[1]:a;for(var k=a;k<=b;k++)out.push(D.lines[k])});return out}
// Before a marked move, the best move's arrow over the board, before its
// closing tag.
function picture(i){var out=lines(D.frames[i]);if(D.best&&D.best[i]&&flagged(i+1)){var end=out.pop();out=out.concat(lines(D.best[i]));out.push(end)}return out.join('\n')}
function show(i,keep){i=Math.max(0,Math.min(n-1,i|0));if(i===cur)return;if(cur>=0)items[cur].classList.remove('now');cur=i;$('board').innerHTML=picture(i);if(flipped)turn();items[i].classList.add('now');noteOf(i);if(at){at.setAttribute('x1',i);at.setAttribute('x2',i)}$('move').textContent=D.captions[i];slider.value=i;$('where').textContent=i+' / '+(n-1);inList(items[i]);if(!keep&&history.replaceState)history.replaceState(null,'','#ply='+i)}
// The list scrolls to the item shown; the page never scrolls.
function inList(li){var t=li.offsetTop,b=t+li.offsetHeight;if(t<list.scrollTop)list.scrollTop=t;else if(b>list.scrollTop+list.clientHeight)list.scrollTop=b-list.clientHeight}
function fromHash(){var m=/ply=(\d+)/.exec(location.hash);show(m?+m[1]:0,true)}
$('first').onclick=function(){show(0)};$('prev').onclick=function(){show(cur-1)};$('next').onclick=function(){show(cur+1)};$('last').onclick=function(){show(n-1)};
slider.oninput=function(){show(+slider.value)};
document.addEventListener('keydown',function(e){var k={ArrowLeft:-1,ArrowRight:1}[e.key];if(e.target===slider&&k)return;if(k){show(cur+k);e.preventDefault()}else if(e.key==='Home'){show(0);e.preventDefault()}else if(e.key==='End'){show(n-1);e.preventDefault()}});
// The flip: the board turned half round, each text turned back about its
// own centre so that it reads upright where it lands.
var flipped=false;
function turn(){var s=$('board').querySelector('svg');if(!s)return;var v=s.viewBox.baseVal,g=document.createElementNS(s.namespaceURI,'g');while(s.firstChild)g.appendChild(s.firstChild);s.appendChild(g);g.setAttribute('transform','rotate(180 '+(v.x+v.width/2)+' '+(v.y+v.height/2)+')');g.querySelectorAll('text').forEach(function(t){var b=t.getBBox();t.setAttribute('transform','rotate(180 '+(b.x+b.width/2)+' '+(b.y+b.height/2)+')')})}
function flip(){flipped=!flipped;$('flip').setAttribute('aria-pressed',flipped?'true':'false');var i=cur;cur=-1;show(i,true)}
$('flip').onclick=flip;
document.addEventListener('keydown',function(e){if(e.key==='f'||e.key==='F')flip()});
// Autoplay: a step each interval the speed names, until the end.
var timer=null;
function playing(on){$('play').textContent=on?'pause':'play';$('play').setAttribute('aria-pressed',on?'true':'false')}
function pause(){if(timer!==null)clearInterval(timer);timer=null;playing(false)}
function tick(){if(cur>=n-1)pause();else show(cur+1)}
function play(){pause();if(cur>=n-1)show(0);timer=setInterval(tick,+$('speed').value);playing(true)}
$('play').onclick=function(){timer===null?play():pause()};
$('speed').onchange=function(){if(timer!==null)play()};
window.addEventListener('hashchange',fromHash);
fromHash();
// How long the page took to show its first position, for the tests and
// bench/page.sh.
document.body.setAttribute('data-shown-ms',Math.round(performance.now()));
})();
