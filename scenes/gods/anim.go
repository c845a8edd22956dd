package gods

import (
	"starboard/match"
	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
)

// queued is one thing to show: an event of a move, or an undo.
type queued struct {
	ev   rules.Event
	bot  bool
	undo bool
	seat rules.Seat
}

// What an animation shows.
const (
	anFly      uint8 = iota // pieces travel (place, draw, move, exchange, pass)
	anFlip                  // a piece turns over in place (flip, final reveal)
	anPulse                 // a place glows (indicate, look)
	anCont                  // a continent glows (designate, validated)
	anOpen                  // the fourth continent comes into play
	anBacteria              // a Bacteria is shown to all
	anWait                  // nothing moves; the log and toasts speak
)

// flight is a piece travelling between two points.
type flight struct {
	p          piece
	fx, fy, fr float64
	tx, ty, tr float64
	space      int16 // the space it lands on, or -1
	seat, slot int8  // the hand slot it lands in, or -1
}

// anim is the event being shown.
type anim struct {
	on         bool
	kind       uint8
	start, end int64
	seat       rules.Seat // the seat that acts, highlighted
	flights    [4]flight
	n          int
	space      int16 // the space that flips or glows, or -1
	old        piece // a flipping piece before it turns
	cont       int
	slot       int
	unmet      bool
	pawn       gods.Pawn
	caption    string
}

func (a *anim) progress(now int64) float64 {
	if a.end <= a.start {
		return 1
	}
	return scenes.Linear(clamp(float64(now-a.start)/float64(a.end-a.start), 0, 1))
}

// hidesSpace reports whether the piece on space i is drawn by the animation
// instead of in place.
func (a *anim) hidesSpace(i int16) bool {
	if !a.on {
		return false
	}
	if a.kind == anFlip && a.space == i {
		return true
	}
	if a.kind == anFly {
		for k := 0; k < a.n; k++ {
			if a.flights[k].space == i {
				return true
			}
		}
	}
	return false
}

func (a *anim) hidesSlot(seat rules.Seat, j int) bool {
	if !a.on || a.kind != anFly {
		return false
	}
	for k := 0; k < a.n; k++ {
		if f := &a.flights[k]; f.seat == int8(seat) && f.slot == int8(j) {
			return true
		}
	}
	return false
}

// enqueue adds what the match reported to the queue of things to show.
func (t *Table) enqueue(entries []match.Entry) {
	for i := range entries {
		e := &entries[i]
		if e.Undo {
			t.queue = append(t.queue, queued{undo: true, seat: e.Seat})
			continue
		}
		for _, ev := range e.Events {
			t.queue = append(t.queue, queued{ev: ev, bot: e.Bot, seat: e.Seat})
		}
		entries[i] = match.Entry{}
	}
	t.dirty = true
}

// pump shows queued events one after another.
func (t *Table) pump(ctx *scenes.Context) {
	for {
		if t.anim.on {
			if t.now < t.anim.end {
				return
			}
			t.finishAnim(ctx)
		}
		if t.qHead >= len(t.queue) {
			t.queue = t.queue[:0]
			t.qHead = 0
			return
		}
		q := t.queue[t.qHead]
		t.qHead++
		t.dirty = true
		t.show(ctx, q)
	}
}

func (t *Table) finishAnim(ctx *scenes.Context) {
	t.anim.on = false
	if t.anim.kind == anWait && t.mod.over && t.qHead >= len(t.queue) && !t.results.on {
		t.openResults(ctx)
	}
}

// Base lengths of the animations in ticks, at normal speed.
var animTicks = map[uint8]float64{
	gods.EvTurn: 14, gods.EvSkip: 40, gods.EvIndicate: 22, gods.EvDesignate: 26, gods.EvPlace: 28,
	gods.EvFlip: 28, gods.EvExchange: 36, gods.EvLook: 32, gods.EvMove: 30, gods.EvOpen: 90,
	gods.EvDraw: 26, gods.EvBacteria: 110, gods.EvCommit: 10, gods.EvPass: 38, gods.EvNoEffect: 44,
	gods.EvReveal: 20, gods.EvContinent: 40, gods.EvOxygenBonus: 36, gods.EvEnd: 60,
}

// show starts the animation of q and brings the model up to date.
func (t *Table) show(ctx *scenes.Context, q queued) {
	if q.undo {
		t.addLog(t.name.name(q.seat)+" takes a move back", q.seat, true)
		t.synced, t.stale = false, true
		return
	}
	e := q.ev.For(t.viewer)
	t.hist = append(t.hist, q.ev)
	t.logEvent(ctx, e)
	a := &t.anim
	*a = anim{on: true, kind: anWait, start: t.now, seat: e.Seat, space: -1, cont: -1, slot: -1}
	if !actsBySeat(e.Kind) {
		a.seat = rules.NoSeat
	}
	a.end = t.now + int64(animTicks[e.Kind]*speed(ctx)+0.5)
	switch e.Kind {
	case gods.EvTurn:
		if speed(ctx) > 0 {
			t.banner.show(t.now, "Turn "+num(int(e.A)), t.name.name(e.Seat)+" is the active god", int64(110*speed(ctx)))
		}
		if !t.spectator && !t.m.IsBot(e.Seat) {
			ctx.App.Play(sndTurn)
		}
	case gods.EvIndicate:
		a.kind, a.slot = anPulse, int(e.A)
		ctx.App.Play(sndPick)
	case gods.EvDesignate:
		a.kind, a.cont = anCont, int(e.A)
		ctx.App.Play(sndPick)
	case gods.EvPlace:
		fx, fy, fr := t.slotPos(e.Seat, int(e.A))
		if e.Seat == t.viewer {
			t.hv.leaving = -1 // the dropped pawn goes on from where it fell
		}
		t.mod.apply(e)
		t.fly(t.mod.board[e.B/gods.Spaces][e.B%gods.Spaces], fx, fy, fr, e.B, -1, -1)
		ctx.App.Play(sndPlace)
	case gods.EvDraw:
		fx, fy := t.lay.bagPoint()
		t.mod.apply(e)
		if t.spectator {
			t.mod.hands[e.Seat][e.A].pawn = gods.NoPawn
		}
		t.fly(t.mod.hands[e.Seat][e.A], fx, fy, 12*t.lay.u, -1, e.Seat, int(e.A))
		ctx.App.Play(sndPick)
	case gods.EvMove:
		from := e.A*gods.Spaces + e.B
		fx, fy := t.spacePos(from)
		t.mod.apply(e)
		t.fly(t.mod.board[e.C][e.D], fx, fy, t.lay.pawnR, e.C*gods.Spaces+e.D, -1, -1)
		ctx.App.Play(sndPlace)
	case gods.EvExchange:
		i, j := e.A*gods.Spaces+e.B, e.C*gods.Spaces+e.D
		ix, iy := t.spacePos(i)
		jx, jy := t.spacePos(j)
		t.mod.apply(e)
		t.fly(*t.mod.at(j), ix, iy, t.lay.pawnR, j, -1, -1)
		t.fly(*t.mod.at(i), jx, jy, t.lay.pawnR, i, -1, -1)
		ctx.App.Play(sndPlace)
	case gods.EvFlip, gods.EvReveal:
		if e.Kind == gods.EvReveal && !t.revealing {
			t.beginFinalCheck()
		}
		i := e.A*gods.Spaces + e.B
		if e.Kind == gods.EvReveal {
			i = e.A
		}
		a.kind, a.space, a.old = anFlip, i, *t.mod.at(i)
		t.mod.apply(e)
		a.unmet = e.Kind == gods.EvReveal && e.C == 0
		if a.old.up && e.Kind == gods.EvReveal {
			a.kind = anPulse
		}
		ctx.App.Play(sndFlip)
	case gods.EvLook:
		a.kind, a.space = anPulse, e.A*gods.Spaces+e.B
		t.mod.apply(e)
		ctx.App.Play(sndReveal)
	case gods.EvOpen:
		a.kind, a.cont = anOpen, int(e.A)
		t.openTxt = "Continent " + contLetters[e.A] + " comes into play!"
		t.mod.apply(e)
		ctx.App.Play(sndReveal)
	case gods.EvBacteria:
		a.kind, a.pawn = anBacteria, gods.Pawn(e.A)
		a.caption = t.name.name(e.Seat) + " draws a Bacteria"
		t.mod.apply(e)
		ctx.App.Play(sndReveal)
	case gods.EvPass:
		t.showPasses(ctx, e)
		ctx.App.Play(sndPlace)
	case gods.EvContinent:
		a.kind, a.cont = anCont, int(e.A)
		t.mod.apply(e)
		if e.B > 0 {
			ctx.App.Play(sndScore)
		}
	case gods.EvOxygenBonus:
		t.mod.apply(e)
		if e.A > 0 {
			ctx.App.Play(sndScore)
		}
	case gods.EvEnd:
		t.mod.apply(e)
		ctx.App.Play(sndReveal)
	case gods.EvSkip, gods.EvNoEffect:
		t.toastFor(t.log.lastText, a.end-t.now+40)
		t.mod.apply(e)
	default:
		t.mod.apply(e)
	}
	if a.end <= t.now {
		t.finishAnim(ctx)
	}
}

// beginFinalCheck says what the end of the game is doing while the pawns
// turn over one by one.
func (t *Table) beginFinalCheck() {
	t.revealing = true
	t.hi = highlights{}
	t.sel.reset()
	t.promptTxt = "The final check"
	t.hintTxt = "Unmet needs are struck out; a continent of met needs with one Water scores 5."
	t.promptLines = wrap(t.td, t.promptTxt, 21*t.lay.u, t.lay.prompt.W, true)
	t.hintLines = wrap(t.td, t.hintTxt, 17*t.lay.u, t.lay.prompt.W, false)
	for i := range t.seatRole {
		t.seatRole[i] = ""
	}
	t.toMove = rules.NoSeat
}

// fly adds a flight of p to a space or a hand slot.
func (t *Table) fly(p piece, fx, fy, fr float64, space int16, seat rules.Seat, slot int) {
	a := &t.anim
	if a.n == len(a.flights) {
		return
	}
	f := flight{p: p, fx: fx, fy: fy, fr: fr, space: space, seat: int8(seat), slot: int8(slot)}
	if space >= 0 {
		f.tx, f.ty = t.spacePos(space)
		f.tr = t.lay.pawnR
	} else if seat == t.viewer && !t.spectator {
		f.tx, f.ty, f.tr = t.handPoint(slot, true)
	} else {
		f.tx, f.ty, f.tr = t.slotPos(seat, slot)
	}
	a.flights[a.n] = f
	a.n++
	a.kind = anFly
}

// showPasses shows every pass of a Share at once: first is the first of
// the consecutive pass events in the queue.
func (t *Table) showPasses(ctx *scenes.Context, first rules.Event) {
	var evs [4]rules.Event
	var from [4]int
	n := 0
	evs[0] = first
	n++
	for t.qHead < len(t.queue) && t.queue[t.qHead].ev.Kind == gods.EvPass && !t.queue[t.qHead].undo && n < 4 {
		q := t.queue[t.qHead]
		t.qHead++
		t.hist = append(t.hist, q.ev)
		e := q.ev.For(t.viewer)
		t.logEvent(ctx, e)
		evs[n] = e
		n++
	}
	var fromPos [4][3]float64
	for i := 0; i < n; i++ {
		into := -1
		for k := 0; k < n; k++ {
			if rules.Seat(evs[k].A) == evs[i].Seat {
				into = int(evs[k].B)
			}
		}
		from[i] = t.mod.passSlot(evs[i].Seat, gods.Kind(evs[i].C), into)
		j := max(from[i], 0)
		fromPos[i][0], fromPos[i][1], fromPos[i][2] = t.slotPos(evs[i].Seat, j)
	}
	t.mod.applyPasses(evs[:n], from[:n])
	for i := 0; i < n; i++ {
		e := evs[i]
		to := rules.Seat(e.A)
		if t.spectator {
			t.mod.hands[to][e.B].pawn = gods.NoPawn
		}
		t.fly(t.mod.hands[to][e.B], fromPos[i][0], fromPos[i][1], fromPos[i][2], -1, to, int(e.B))
	}
}

// slotPos returns the centre and radius of the pawn in a hand slot: on its
// tile for the viewer, in the seat's row otherwise.
func (t *Table) slotPos(seat rules.Seat, j int) (x, y, r float64) {
	if seat == t.viewer && !t.spectator {
		return t.handPoint(j, false)
	}
	x, y = t.lay.handMini(int(seat), j)
	return x, y, t.lay.seatMini
}

func (t *Table) spacePos(i int16) (float64, float64) {
	c := int(i) / gods.Spaces
	return t.lay.ringPoint(c, t.order[c][int(i)%gods.Spaces])
}

func (t *Table) toastFor(s string, ticks int64) {
	t.toast = s
	t.toastEnd = t.now + max(ticks, 90)
}

// banner is the turn announcement across the top of the board.
type banner struct {
	title, sub string
	start, end int64
}

func (b *banner) show(now int64, title, sub string, ticks int64) {
	b.title, b.sub, b.start, b.end = title, sub, now, now+ticks
}
