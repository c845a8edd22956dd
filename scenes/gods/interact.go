package gods

import (
	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/scenes/input"
)

// selection is what the viewer has picked towards a move.
type selection struct {
	slot  int   // a hand slot, or -1
	space int16 // a space (continent*6+space), or -1
}

func (s *selection) reset() { *s = selection{slot: -1, space: -1} }

// highlights are the legal targets of the next tap.
type highlights struct {
	slot  [gods.HandSize]bool
	space [gods.Continents * gods.Spaces]bool
	src   [gods.Continents * gods.Spaces]bool // other sources the viewer may switch to
	cont  [gods.Continents]bool
	any   bool
}

// oxygenChoice asks which side up an Oxygen goes on a white space.
type oxygenChoice struct {
	open bool
	move rules.Move // the placement, side still open
	pawn gods.Pawn
}

func spaceIndex(c, sp int16) int16 { return c*gods.Spaces + sp }

// refreshTargets works out what the viewer may tap now from the legal
// moves and the selection.
func (t *Table) refreshTargets() {
	h := highlights{}
	if !t.synced || t.toMove != t.viewer {
		t.hi = h
		return
	}
	for _, mv := range t.legal {
		switch mv.Kind {
		case gods.MoveIndicate, gods.MovePass:
			h.slot[mv.A] = true
		case gods.MoveDesignate:
			h.cont[mv.A] = true
		case gods.MovePlace:
			h.slot[mv.A] = true
			if int(mv.A) == t.sel.slot {
				h.space[spaceIndex(mv.B, mv.C)] = true
			}
		case gods.MoveFlip, gods.MoveLook:
			h.space[spaceIndex(mv.A, mv.B)] = true
		case gods.MoveExchange:
			a, b := spaceIndex(mv.A, mv.B), spaceIndex(mv.C, mv.D)
			switch t.sel.space {
			case -1:
				h.space[a], h.space[b] = true, true
			case a:
				h.space[b] = true
			case b:
				h.space[a] = true
			}
			h.src[a], h.src[b] = true, true
		case gods.MoveMove:
			from, to := spaceIndex(mv.A, mv.B), spaceIndex(mv.C, mv.D)
			if t.prompt.Kind == "lookmove" {
				h.space[to] = true
				continue
			}
			if t.sel.space == -1 {
				h.space[from] = true
			} else if from == t.sel.space {
				h.space[to] = true
			}
			h.src[from] = true
		}
	}
	h.any = true
	t.hi = h
}

// interact reads the pointer while the viewer must decide: the hand's
// taps and drops first, then taps on the board.
func (t *Table) interact(ctx *scenes.Context) {
	if t.handEvent(ctx) {
		return
	}
	if in := ctx.In; in.Tap {
		t.tap(ctx, in.X, in.Y)
	}
}

func (t *Table) tap(ctx *scenes.Context, x, y float64) {
	if t.slotAt(x, y) >= 0 {
		return // the hand had it
	}
	if c, sp := t.spaceAt(x, y); c >= 0 {
		t.tapSpace(ctx, int16(c), int16(sp))
		return
	}
	if c := t.continentAt(x, y); c >= 0 && t.prompt.Kind == "designate" {
		t.tapContinent(ctx, c)
		return
	}
	if t.prompt.Kind == "designate" {
		for c := range t.lay.cont {
			if t.lay.cont[c].Contains(x, y) {
				t.tapContinent(ctx, c)
				return
			}
		}
	}
}

func (t *Table) tapSlot(ctx *scenes.Context, j int) {
	if !t.hi.slot[j] {
		if t.mod.hands[t.viewer][j].on {
			t.refuse(ctx, "That pawn cannot be used now.")
		}
		return
	}
	switch t.prompt.Kind {
	case "indicate":
		t.submit(ctx, rules.Move{Kind: gods.MoveIndicate, A: int16(j)})
	case "share":
		t.submit(ctx, rules.Move{Kind: gods.MovePass, A: int16(j)})
	case "place":
		if t.sel.slot == j {
			t.sel.slot = -1
		} else {
			t.selectSlot(ctx, j)
		}
		t.refreshTargets()
	}
}

func (t *Table) selectSlot(ctx *scenes.Context, j int) {
	t.sel.slot = j
	ctx.App.Play(sndPick)
	t.refreshTargets()
}

func (t *Table) tapContinent(ctx *scenes.Context, c int) {
	if !t.hi.cont[c] {
		t.refuse(ctx, "Continent "+contLetters[c]+" cannot be designated: no free space takes a pawn of that hand.")
		return
	}
	t.submit(ctx, rules.Move{Kind: gods.MoveDesignate, A: int16(c)})
}

func (t *Table) tapSpace(ctx *scenes.Context, c, sp int16) {
	i := spaceIndex(c, sp)
	switch t.prompt.Kind {
	case "place":
		t.tapPlace(ctx, c, sp)
	case "action":
		if !t.hi.space[i] {
			if t.sel.space == i {
				t.sel.space = -1
				t.refreshTargets()
				return
			}
			if t.sel.space >= 0 && t.hi.src[i] {
				t.sel.space = i
				t.refreshTargets()
				return
			}
			t.refuse(ctx, "That pawn cannot be chosen for this action.")
			return
		}
		for _, mv := range t.legal {
			switch mv.Kind {
			case gods.MoveFlip, gods.MoveLook:
				if mv.A == c && mv.B == sp {
					t.submit(ctx, mv)
					return
				}
			case gods.MoveExchange:
				if t.sel.space < 0 {
					t.sel.space = i
					ctx.App.Play(sndPick)
					t.refreshTargets()
					return
				}
				a, b := spaceIndex(mv.A, mv.B), spaceIndex(mv.C, mv.D)
				if (a == t.sel.space && b == i) || (b == t.sel.space && a == i) {
					t.submit(ctx, mv)
					return
				}
			}
		}
	case "lookmove", "shift":
		if t.prompt.Kind == "shift" && (t.sel.space < 0 || t.hi.src[i] && !t.hi.space[i]) {
			if t.hi.src[i] {
				t.sel.space = i
				ctx.App.Play(sndPick)
				t.refreshTargets()
			} else {
				t.refuse(ctx, "Choose a placed element pawn that can move.")
			}
			return
		}
		for _, mv := range t.legal {
			if mv.Kind != gods.MoveMove || mv.C != c || mv.D != sp {
				continue
			}
			if t.prompt.Kind == "shift" && spaceIndex(mv.A, mv.B) != t.sel.space {
				continue
			}
			t.submit(ctx, mv)
			return
		}
		t.refuse(ctx, "The pawn cannot go there.")
	}
}

// tapPlace places the selected pawn on a space, asking which side up when
// an Oxygen goes on a white space.
func (t *Table) tapPlace(ctx *scenes.Context, c, sp int16) {
	slot := t.sel.slot
	if slot < 0 {
		// With no pawn chosen, take the only one that fits there.
		n := 0
		for _, mv := range t.legal {
			if mv.Kind == gods.MovePlace && mv.B == c && mv.C == sp && mv.D == 0 {
				slot = int(mv.A)
				n++
			}
		}
		if n != 1 {
			t.refuse(ctx, "Choose a pawn from your hand first.")
			return
		}
	}
	var found [2]bool
	var move rules.Move
	for _, mv := range t.legal {
		if mv.Kind == gods.MovePlace && int(mv.A) == slot && mv.B == c && mv.C == sp {
			found[mv.D] = true
			move = mv
		}
	}
	switch {
	case found[0] && found[1]:
		move.D = 0
		t.oxy = oxygenChoice{open: true, move: move, pawn: t.mod.hands[t.viewer][slot].pawn}
		if t.oxy.pawn.Known() {
			t.oxyText = "Its action: " + actionText[gods.NeedOf(t.oxy.pawn).Action]
		}
	case found[0] || found[1]:
		t.submit(ctx, move)
	default:
		if sp == gods.WhiteSpace {
			t.refuse(ctx, "Only Oxygen goes on a white space.")
		} else {
			t.refuse(ctx, "That pawn cannot go there.")
		}
	}
}

func (t *Table) refuse(ctx *scenes.Context, why string) {
	t.showToast(why)
	ctx.App.Play(sndError)
}

// slotAt returns the slot of the viewer's hand whose tile is at x, y, or
// -1.
func (t *Table) slotAt(x, y float64) int {
	if !t.handShown() {
		return -1
	}
	if i := t.hv.hand.CardAt(x, y); i >= 0 {
		return t.hv.hand.Card(i).ID
	}
	return -1
}

// spaceAt returns the space at x, y, or -1, -1.
func (t *Table) spaceAt(x, y float64) (int, int) {
	for c := 0; c < gods.Continents; c++ {
		if !t.lay.cont[c].Contains(x, y) {
			continue
		}
		for sp := 0; sp < gods.Spaces; sp++ {
			if t.SpaceRect(c, sp).Contains(x, y) {
				return c, sp
			}
		}
	}
	return -1, -1
}

func (t *Table) continentAt(x, y float64) int {
	for c, r := range t.lay.tab {
		if r.Contains(x, y) {
			return c
		}
	}
	return -1
}

// hoverState is what the pointer rests on, for tooltips.
type hoverState struct {
	text  string
	pawn  gods.Pawn
	kind  gods.Kind
	shown bool
	x, y  float64
	since int64
	key   int
}

// updateHover finds the tooltip of what the pointer rests on (a mouse) or
// presses long (a finger).
func (t *Table) updateHover(in input.Frame) {
	h := &t.hover
	show := in.Holding || (in.Present && !in.Touch && !in.Down)
	key, text, pawn, kind := -1, "", gods.NoPawn, gods.Kind(0)
	if show {
		key, text, pawn, kind = t.describeAt(in.X, in.Y)
	}
	if key != h.key {
		h.key, h.since = key, t.now
	}
	h.text, h.pawn, h.kind, h.x, h.y = text, pawn, kind, in.X, in.Y
	h.shown = key >= 0 && (in.Holding || t.now-h.since >= 24)
}

// describeAt returns a key for the thing at x, y and its tooltip.
func (t *Table) describeAt(x, y float64) (int, string, gods.Pawn, gods.Kind) {
	if j := t.slotAt(x, y); j >= 0 {
		if p := t.mod.hands[t.viewer][j]; p.on {
			return 100 + j, t.pieceText(p), p.pawn, p.kind
		}
		return -1, "", gods.NoPawn, 0
	}
	if c, sp := t.spaceAt(x, y); c >= 0 {
		p := t.mod.board[c][sp]
		if p.on {
			return c*gods.Spaces + sp, t.pieceText(p), p.pawn, p.kind
		}
		return c*gods.Spaces + sp, t.spaceTxt[c][sp], gods.NoPawn, 0
	}
	for i := 0; i < t.seats; i++ {
		for j := 0; j < gods.HandSize; j++ {
			mx, my := t.lay.handMini(i, j)
			if p := t.mod.hands[i][j]; p.on && abs(x-mx) < 16 && abs(y-my) < 16 {
				return 200 + i*3 + j, t.pieceText(p), p.pawn, p.kind
			}
		}
	}
	return -1, "", gods.NoPawn, 0
}

func (t *Table) pieceText(p piece) string {
	if p.known() {
		return needText[p.pawn]
	}
	return kindHidden[p.kind]
}

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}
