package table

import (
	"sort"
	"strings"

	"starboard/rules"
	"starboard/scenes"
	"starboard/scenes/input"
)

// path is a legal move and the places that make it.
type path[P comparable] struct {
	mv   rules.Move
	a, b P
}

// moveButton is the button of a move with no place, or of a kind of move
// made on the board (see Kinder).
type moveButton struct {
	b    *scenes.Button
	mv   rules.Move
	kind string
	why  string // why the kind's button is disabled (KindShutter)
	// full and bare are a shut kind's labels, with its short reason and
	// without: the panel shows the first when it fits legibly.
	full, bare string
	since      int64 // the tick the button, by its label, first showed
}

// freshTicks is how long a move's button that has just appeared takes no
// tap: a tap meant for the button that stood there a moment before (the
// buttons change after every move) must not press it, End the turn above
// all. A kind's button only lights places, so it takes taps at once.
const freshTicks = 24

// binding turns gestures on the board into legal moves and says which
// places to light.
type binding[P comparable] struct {
	s       *Shell[P]
	hand    Handed[P] // nil when the board has no hand
	paths   []path[P]
	kinds   []string // the kind of each path, with a Kinder
	only    string   // the kind chosen on the panel: only its places are lit
	listed  int      // the open kinds with a button on the panel
	shut    []ShutKind
	buttons []moveButton
	shown   map[string]int64 // the buttons before a rebuild: since when each label showed
	sel     P
	hasSel  bool
	// pre is true while the selection is the board's Preselect, not yet
	// tapped: a first tap on it keeps it rather than dropping it.
	pre     bool
	lights  map[P]Light
	none    map[P]Light // no lights, while the player may not act
	dragLit int         // the hand card whose drops are lit, or -1
	frame   Frame[P]

	drops      []P // the place of each of the hand's drop targets
	pending    rules.Move
	hasPending bool
	ctx        *scenes.Context
}

func (b *binding[P]) init(s *Shell[P]) {
	b.s = s
	b.hand, _ = s.board.(Handed[P])
	b.lights = map[P]Light{}
	b.none = map[P]Light{}
	b.dragLit = -1
	if b.hand != nil {
		h := b.hand.Hand()
		h.Reorder = false
		h.Accept = b.accept
	}
}

// rebuild binds the legal moves of the settled snapshot.
func (b *binding[P]) rebuild() {
	var zero P
	clear(b.shown)
	if b.shown == nil {
		b.shown = map[string]int64{}
	}
	for _, bt := range b.buttons {
		b.shown[bt.b.Label] = bt.since
	}
	b.paths = b.paths[:0]
	b.buttons = b.buttons[:0]
	b.kinds = b.kinds[:0]
	b.only = ""
	kinder, _ := b.s.board.(Kinder)
	var kinds []moveButton
	for _, mv := range b.s.legal {
		first, second := b.s.board.Path(mv)
		if first == zero {
			bt := scenes.NewButton(b.s.board.Label(mv), scenes.Rect{})
			b.buttons = append(b.buttons, moveButton{b: bt, mv: mv})
			continue
		}
		b.paths = append(b.paths, path[P]{mv: mv, a: first, b: second})
		kind := ""
		if kinder != nil {
			kind = kinder.MoveKind(mv)
		}
		b.kinds = append(b.kinds, kind)
		listed := kind == ""
		for _, k := range kinds {
			listed = listed || k.kind == kind
		}
		if !listed {
			kinds = append(kinds, moveButton{b: scenes.NewButton(kind+"…", scenes.Rect{}), kind: kind})
		}
	}
	if len(b.buttons) == 1 && len(b.paths) == 0 {
		b.buttons[0].b.Primary = true // the only thing to do
	}
	if sg, ok := b.s.board.(Suggester); ok && len(b.s.legal) > 1 {
		if mv, label, ok := sg.Suggest(b.s.legal); ok {
			b.buttons = append(b.buttons, moveButton{b: scenes.NewButton(label, scenes.Rect{}), mv: mv})
		}
	}
	open := len(kinds)
	if ks, ok := b.s.board.(KindShutter); ok && len(b.s.legal) > 0 {
		// Shut kinds only where the panel has room for them in two
		// columns: a third would squeeze every label under legible.
		kinds = b.shutKinds(ks, kinds, 2*b.s.lay.buttonRows()-len(kinds)-len(b.buttons))
	}
	b.listed = 0
	if len(kinds) > 1 || len(kinds) == 1 && len(b.buttons) > 0 {
		b.buttons = append(kinds, b.buttons...)
		b.listed = open
	}
	for i := range b.buttons {
		bt := &b.buttons[i]
		if since, ok := b.shown[bt.b.Label]; ok {
			bt.since = since
		} else {
			bt.since = b.s.now
		}
	}
	b.glowKinds()
	b.clear()
	if ps, ok := b.s.board.(Preselector[P]); ok {
		if p, ok := ps.Preselect(); ok {
			b.preselect(p)
		}
	}
}

// preselect selects p as the first step, as a tap on it would, when moves
// of two steps start there.
func (b *binding[P]) preselect(p P) {
	var zero P
	for _, q := range b.paths {
		if q.a != p || q.b == zero {
			continue
		}
		b.sel, b.hasSel, b.pre = p, true, true
		if b.hand != nil {
			if i, ok := b.hand.HandCard(p); ok {
				b.hand.Hand().Select(i)
			}
		}
		b.relight(-1)
		return
	}
}

// shutKinds orders the buttons of the open kinds as ks lists them, with
// a disabled button for each kind it lists that has no legal move now
// and a reason, room for so many at most, the first listed first; the
// open kinds it does not list follow.
func (b *binding[P]) shutKinds(ks KindShutter, open []moveButton, room int) []moveButton {
	b.shut = ks.ShutKinds(b.shut[:0])
	out := make([]moveButton, 0, len(open)+len(b.shut))
	used := make([]bool, len(open))
	for _, k := range b.shut {
		found := false
		for i, o := range open {
			if !used[i] && o.kind == k.Kind {
				out, used[i], found = append(out, o), true, true
			}
		}
		if found || k.Why == "" || room <= 0 {
			continue
		}
		room--
		label := k.Kind
		if k.Short != "" {
			label += " · " + k.Short
		}
		bt := scenes.NewButton(label, scenes.Rect{})
		bt.Enabled = false
		out = append(out, moveButton{b: bt, kind: k.Kind, why: k.Why, full: label, bare: k.Kind})
	}
	for i, o := range open {
		if !used[i] {
			out = append(out, o)
		}
	}
	return out
}

// chooseKind lights only the places of moves of kind, or every place again
// when kind is the one chosen already.
func (b *binding[P]) chooseKind(kind string) {
	if b.only == kind {
		kind = ""
	}
	b.only = kind
	for _, bt := range b.buttons {
		bt.b.Selected = bt.kind != "" && bt.kind == kind
	}
	b.glowKinds()
	b.clear()
}

// kindsFirst reports whether the places of the kinds of moves stay unlit
// until a kind is chosen (Options.KindsFirst).
func (b *binding[P]) kindsFirst() bool {
	return b.s.opt.KindsFirst && b.only == "" && b.listed > 1
}

// stepHint is the reason for a tap on place p, which the board names but
// does not explain, in the middle of a move of two taps: p is not a place
// for the first step chosen, or p is a second step and none is chosen.
func (b *binding[P]) stepHint(p P) string {
	if b.hasSel {
		return "Not there for this: tap one of the glowing places, or the same one again to let it go."
	}
	for _, q := range b.paths {
		if q.b == p {
			return "First tap a glowing place to choose what to play, then this one."
		}
	}
	return ""
}

// kindsHint is the refusal of a tap on the board that makes no move while
// the kinds are lit first: what to choose on the panel.
func (b *binding[P]) kindsHint() string {
	var kinds []string
	for _, bt := range b.buttons {
		if bt.kind != "" && bt.b.Enabled {
			kinds = append(kinds, bt.kind)
		}
	}
	return "Nothing to do there now: choose what to do on the panel first (" + strings.Join(kinds, ", ") + ")"
}

// glowKinds draws the kinds' buttons in the accent colour while the kinds
// are lit first.
func (b *binding[P]) glowKinds() {
	glow := b.kindsFirst()
	for _, bt := range b.buttons {
		if bt.kind != "" && bt.b.Enabled {
			bt.b.Primary = glow
		}
	}
}

// explained returns how to make the moves of the kind chosen on the panel,
// or "".
func (b *binding[P]) explained() string {
	if k, ok := b.s.board.(Kinder); ok && b.only != "" {
		return k.Explain(b.only)
	}
	return ""
}

// clear drops the selection.
func (b *binding[P]) clear() {
	var zero P
	b.sel, b.hasSel, b.pre = zero, false, false
	if b.hand != nil {
		b.hand.Hand().Select(-1)
	}
	b.relight(-1)
}

// relight works out the lights: every first step, and with a selection (or
// a hand card dragged) the places that complete a move from it.
func (b *binding[P]) relight(drag int) {
	var zero P
	clear(b.lights)
	b.dragLit = drag
	from, has := b.sel, b.hasSel
	if drag >= 0 && b.hand != nil {
		from, has = b.hand.HandPlace(drag), true
	}
	for i, p := range b.paths {
		if b.lights[p.a] == Unlit && (b.only == "" && (b.kinds[i] == "" || !b.kindsFirst()) || b.kinds[i] == b.only) {
			b.lights[p.a] = Start
		}
	}
	if has {
		for _, p := range b.paths {
			if p.a == from && p.b != zero {
				b.lights[p.b] = Target
			}
		}
		if b.hasSel {
			b.lights[b.sel] = Selected
		}
	}
	b.placeDrops()
}

// placeDrops makes the hand's drop targets: every place a hand card's move
// ends at, the smallest first, as the hand takes the first under a card.
func (b *binding[P]) placeDrops() {
	if b.hand == nil {
		return
	}
	var zero P
	h := b.hand.Hand()
	b.drops = b.drops[:0]
	for _, p := range b.paths {
		if _, ok := b.hand.HandCard(p.a); !ok || p.b == zero {
			continue
		}
		dup := false
		for _, d := range b.drops {
			dup = dup || d == p.b
		}
		if _, shown := b.s.board.Where(p.b); !dup && shown {
			b.drops = append(b.drops, p.b)
		}
	}
	sort.SliceStable(b.drops, func(i, j int) bool { return b.area(b.drops[i]) < b.area(b.drops[j]) })
	h.Targets = h.Targets[:0]
	for _, d := range b.drops {
		h.Targets = append(h.Targets, scenes.DropTarget{Rect: b.dropArea(d)})
	}
}

// dropArea is where a hand card may be dropped on place p: Where's box,
// or the larger area a Dropper board names.
func (b *binding[P]) dropArea(p P) scenes.Rect {
	if d, ok := b.s.board.(Dropper[P]); ok {
		if r, ok := d.DropArea(p); ok {
			return r
		}
	}
	r, _ := b.s.board.Where(p)
	return r
}

func (b *binding[P]) area(p P) float64 {
	r := b.dropArea(p)
	return r.W * r.H
}

// handBusy reports whether the hand is being touched.
func (b *binding[P]) handBusy() bool { return b.hand != nil && b.hand.Hand().Busy() }

// updateHand runs the hand's animations; it takes input only when the
// seat at the device may act.
func (b *binding[P]) updateHand(ctx *scenes.Context, live bool) scenes.HandEvent {
	if b.hand == nil {
		return scenes.HandEvent{Kind: scenes.HandNothing, Card: -1}
	}
	c := *ctx
	if !live {
		c.In = input.Frame{X: ctx.In.X, Y: ctx.In.Y}
	}
	return b.hand.Hand().Update(&c)
}

// update reads the player's gestures while the seat at the device must
// decide and nothing plays.
func (b *binding[P]) update(ctx *scenes.Context) {
	s := b.s
	in := ctx.In
	b.ctx = ctx
	s.lay.placeButtons(b.buttons)
	for _, bt := range b.buttons {
		if !bt.b.Enabled && bt.why != "" {
			if r := bt.b.Rect; in.Tap && r.Contains(in.X, in.Y) && r.Contains(in.PressX, in.PressY) {
				s.refuse(ctx, bt.why) // a kind shut now: why
				return
			}
			continue
		}
		if bt.kind == "" && b.s.now-bt.since < freshTicks {
			bt.b.Update(input.Frame{X: in.X, Y: in.Y, Present: in.Present})
			continue
		}
		if bt.b.Update(in) {
			if bt.kind != "" {
				b.chooseKind(bt.kind)
				ctx.App.Play(SoundPick)
				return
			}
			s.submit(ctx, bt.mv)
			return
		}
	}
	if b.hand != nil {
		h := b.hand.Hand()
		ev := b.updateHand(ctx, true)
		switch ev.Kind {
		case scenes.HandTapped:
			b.choose(ctx, b.hand.HandPlace(ev.Card))
			return
		case scenes.HandDropped:
			if b.hasPending {
				b.hasPending = false
				s.submit(ctx, b.pending)
			}
			return
		case scenes.HandRefused:
			b.relight(-1)
			if d, ok := b.s.board.(DropRefuser[P]); ok && ev.Target < 0 {
				if why := d.WhyNotDrop(b.hand.HandPlace(ev.Card), in.X, in.Y); why != "" {
					s.refuse(ctx, why)
				}
			}
			return
		}
		if d := h.Dragging(); d != b.dragLit {
			b.relight(d)
		}
		if h.Busy() {
			return
		}
	}
	if in.Tap {
		if p, ok := b.placeAt(in.X, in.Y); ok {
			b.choose(ctx, p)
			return
		}
		refused := false
		if r, ok := b.s.board.(Refuser[P]); ok {
			if p, ok := r.PlaceAt(in.X, in.Y); ok {
				why := r.WhyNot(p)
				if why == "" {
					why = b.stepHint(p)
				}
				if why != "" {
					s.refuse(ctx, why)
					refused = true
				}
			}
		}
		if !refused && !b.hasSel && b.kindsFirst() && s.lay.board.Contains(in.X, in.Y) {
			s.refuse(ctx, b.kindsHint())
		}
		if b.hasSel && !refused {
			b.clear() // a refused tap keeps the selection: it was a slip, not a change of mind
		}
	}
}

// choose is a tap on place p: it makes the move p completes from the
// selection, or the one-step move p starts, or selects p as the first
// step of moves that need another.
func (b *binding[P]) choose(ctx *scenes.Context, p P) {
	var zero P
	if b.hasSel {
		if moves := b.movesOf(b.sel, p); len(moves) > 0 {
			b.make(ctx, moves)
			return
		}
	}
	if moves := b.movesOf(p, zero); len(moves) > 0 {
		b.make(ctx, moves)
		return
	}
	two := false
	for _, q := range b.paths {
		two = two || q.a == p
	}
	if two && b.hasSel && b.sel == p && b.pre {
		b.pre = false // the player takes what the board chose for them
		ctx.App.Play(SoundPick)
		return
	}
	if two && (!b.hasSel || b.sel != p) {
		b.pre = false
		b.s.dropRefusal() // obeyed: the reason is no longer needed
		b.sel, b.hasSel = p, true
		if b.hand != nil {
			if i, ok := b.hand.HandCard(p); ok {
				b.hand.Hand().Select(i)
			} else {
				b.hand.Hand().Select(-1)
			}
		}
		ctx.App.Play(SoundPick)
		b.relight(-1)
		return
	}
	refused := false
	if r, ok := b.s.board.(Refuser[P]); ok && !two {
		if why := r.WhyNot(p); why != "" {
			b.s.refuse(ctx, why)
			refused = true
		}
	}
	if !refused && !two && !b.hasSel && b.kindsFirst() {
		b.s.refuse(ctx, b.kindsHint())
	}
	if !refused || !b.hasSel {
		b.clear()
	}
}

// movesOf returns the legal moves made by the places a then b.
func (b *binding[P]) movesOf(a, second P) []rules.Move {
	var out []rules.Move
	for _, q := range b.paths {
		if q.a == a && q.b == second {
			out = append(out, q.mv)
		}
	}
	return out
}

// make plays the move a gesture made, or asks which when it made several.
func (b *binding[P]) make(ctx *scenes.Context, moves []rules.Move) {
	if len(moves) == 1 {
		if !b.s.asks(moves[0]) {
			b.s.submit(ctx, moves[0])
			return
		}
	}
	b.clear()
	b.s.askFor(moves)
}

// placeAt returns the place under x, y that a tap may choose: a place that
// completes a move from the selection first, then a first step; the
// smallest when several hold the point. Hand cards are the hand's.
func (b *binding[P]) placeAt(x, y float64) (P, bool) {
	var zero, best P
	bestArea, found := 0.0, false
	consider := func(p P) {
		if p == zero {
			return
		}
		if b.hand != nil {
			if _, ok := b.hand.HandCard(p); ok {
				return
			}
		}
		r, ok := b.s.board.Where(p)
		if !ok {
			return
		}
		if sh, is := b.s.board.(Shaper[P]); is {
			if !sh.Holds(p, x, y) {
				return
			}
		} else if !r.Contains(x, y) {
			return
		}
		if a := r.W * r.H; !found || a < bestArea {
			best, bestArea, found = p, a, true
		}
	}
	if b.hasSel {
		for _, q := range b.paths {
			if q.a == b.sel {
				consider(q.b)
			}
		}
		if found {
			return best, true
		}
	}
	for _, q := range b.paths {
		consider(q.a)
	}
	return best, found
}

// accept decides a drop of hand card on drop target i.
func (b *binding[P]) accept(card, target int) bool {
	if target < 0 || target >= len(b.drops) {
		return false
	}
	want := b.drops[target]
	from := b.hand.HandPlace(card)
	switch moves := b.movesOf(from, want); {
	case len(moves) == 1 && !b.s.asks(moves[0]):
		b.pending, b.hasPending = moves[0], true
		return true
	case len(moves) > 0:
		// The card goes back while the table asks which move was meant,
		// or whether it was.
		b.s.askFor(moves)
		return false
	}
	if at, ok := b.s.board.(Attempter[P]); ok && b.ctx != nil {
		if mv, ok := at.Attempt(from, want); ok {
			if err := b.s.m.Submit(b.s.viewer, mv); err != nil {
				b.s.refuse(b.ctx, err.Error())
			} else {
				b.s.dirty = true
			}
		}
	}
	return false
}

// Gesture is one pointer gesture on the table: a tap on From, or a drag
// from From to To.
type Gesture struct {
	From, To scenes.Rect
	Drag     bool
	// Wait is how many ticks to let pass first: a button that has just
	// appeared takes no tap for a moment (see freshTicks).
	Wait int
}

// Gestures returns the gestures that make legal move mv through the
// screen as it stands: taps on its places (or its button), or with drag,
// a drag of its first place onto its second when that is a hand card's;
// and when those make other moves too, a tap on mv's answer to the
// question which.
func (s *Shell[P]) Gestures(mv rules.Move, drag bool) ([]Gesture, bool) {
	gs, ok := s.gestures(mv, drag)
	if !ok {
		return nil, false
	}
	for _, q := range s.bind.paths {
		if q.mv != mv {
			continue
		}
		if moves := s.bind.movesOf(q.a, q.b); len(moves) > 1 || s.asks(mv) {
			d := s.askDialog(moves)
			for i, other := range moves {
				if other == mv {
					gs = append(gs, Gesture{From: d.Buttons[i].Rect})
				}
			}
		}
		break
	}
	return gs, true
}

func (s *Shell[P]) gestures(mv rules.Move, drag bool) ([]Gesture, bool) {
	var zero P
	b := &s.bind
	s.lay.placeButtons(b.buttons)
	for _, bt := range b.buttons {
		if bt.kind == "" && bt.mv == mv {
			return []Gesture{{From: bt.b.Rect, Wait: int(max(0, freshTicks-(s.now-bt.since)))}}, true
		}
	}
	for _, q := range b.paths {
		if q.mv != mv {
			continue
		}
		if tb, ok := s.board.(Tabber[P]); ok {
			// A tabbed board: each place's tab is tapped before it.
			if tab, ra, ok := tb.PlaceTab(q.a); ok {
				gs := []Gesture{{From: tab}, {From: ra}}
				if q.b == zero {
					return gs, true
				}
				tab, rb, ok := tb.PlaceTab(q.b)
				if !ok {
					return nil, false
				}
				return append(gs, Gesture{From: tab}, Gesture{From: rb}), true
			}
		}
		ra, ok := s.board.Where(q.a)
		if !ok {
			return nil, false
		}
		if q.b == zero {
			return []Gesture{{From: ra}}, true
		}
		rb, ok := s.board.Where(q.b)
		if !ok {
			return nil, false
		}
		if _, hand := s.handCard(q.a); hand && drag {
			return []Gesture{{From: ra, To: rb, Drag: true}}, true
		}
		return []Gesture{{From: ra}, {From: rb}}, true
	}
	return nil, false
}

func (s *Shell[P]) handCard(p P) (int, bool) {
	if s.bind.hand == nil {
		return 0, false
	}
	return s.bind.hand.HandCard(p)
}

// Legal returns the legal moves of the seat at the device, when it must
// decide and the table takes input; nil otherwise.
func (s *Shell[P]) Legal() []rules.Move {
	if !s.ready() {
		return nil
	}
	return s.legal
}

// Passing reports whether the table asks for the device to be passed.
func (s *Shell[P]) Passing() bool { return s.passTo != rules.NoSeat }

// PassButton returns where the "I am here" button of the pass screen is.
func (s *Shell[P]) PassButton() scenes.Rect { return s.cont.Rect }

// KindButton returns where the panel's button of a kind of moves is
// (Kinder), when the panel has one now.
func (s *Shell[P]) KindButton(kind string) (scenes.Rect, bool) {
	s.lay.placeButtons(s.bind.buttons)
	for _, bt := range s.bind.buttons {
		if bt.kind == kind {
			return bt.b.Rect, true
		}
	}
	return scenes.Rect{}, false
}
