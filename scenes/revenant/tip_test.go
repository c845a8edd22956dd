package revenant

import (
	"strconv"
	"strings"
	"testing"

	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestTooltipClearOfLitPlaces chooses a Crew figure, which lights the
// ships it may board, rests the mouse on each lit ship in turn and checks
// that the tooltip says what a Crew figure aboard does and covers none
// of the lit places, the one pointed at included.
func TestTooltipClearOfLitPlaces(t *testing.T) {
	r, _, b := atPrompt(t, 0, "assign", "human", "bot:easy")
	for k := 0; k < 3; k++ {
		if at, ok := b.Where(obj{kind: objFig, a: int16(k)}); ok && b.Frame.Light(obj{kind: objFig, a: int16(k)}) != 0 {
			r.Tap(at)
			r.Step(2)
			break
		}
	}
	var lit []scenes.Rect
	lit = append(lit, b.Frame.Lit()...)
	if len(lit) < 2 {
		t.Fatalf("choosing a figure lit %d places", len(lit))
	}
	tried := 0
	for id := 0; id < rr.NumShips; id++ {
		p := obj{kind: objShip, a: int16(id)}
		at, ok := b.Where(p)
		if !ok || b.Frame.Light(p) == 0 {
			continue
		}
		x, y := at.Center()
		restOn(r, b, x, y)
		text, on := b.Tooltip()
		if !on {
			t.Errorf("the mouse on the lit %s shows no tooltip", shipLabel(id))
			continue
		}
		tried++
		if !strings.Contains(text, "a Crew here: ") {
			t.Errorf("the tooltip of the %s does not say what a Crew aboard does: %q", shipLabel(id), text)
		}
		if tried == 1 {
			r.Shoot("revenant-tip-lit", 1280, 720)
		}
		for _, l := range lit {
			if b.tip.rect.Overlaps(l) {
				t.Errorf("the tooltip of the lit %s (%q) at %v covers a lit place at %v", shipLabel(id), text, b.tip.rect, l)
				break
			}
		}
	}
	if tried == 0 {
		t.Error("no lit ship was tried")
	}
}

// restOn rests the mouse on x, y until the tooltip of what lies there
// shows, and reports whether it does. The tooltip's clock starts at the
// frame that finds the thing under the mouse and it shows at a frame
// tipDelay ticks later: a try draws those two frames, not every step's
// (a frame may find nothing while a ship flies: then it tries again).
func restOn(r *scenetest.Rig, b *Table, x, y float64) bool {
	key := b.tipAt(x, y)
	every := r.DrawEvery
	defer func() { r.DrawEvery = every }()
	r.DrawEvery = 1
	for try := 0; try < 8 && !(b.tip.on && b.tip.key == key); try++ {
		r.Script.Rest(x, y, tipDelay+4) // no more than the steps take: the next rest starts at once
		r.Step(2)
		r.Step(tipDelay + 2)
	}
	return b.tip.on && b.tip.key == key
}

// roomNear reports whether a tip w by h fits beside thing, within tipNear
// of it, inside the board's area and off the glow of every lit place.
func roomNear(b *Table, thing scenes.Rect, w, h float64) bool {
	area := b.lay.area.Inset(8)
	lit := b.Frame.Lit()
	for dy := -h - tipNear; dy <= thing.H+tipNear; dy += 4 {
		for dx := -w - tipNear; dx <= thing.W+tipNear; dx += 4 {
			r := scenes.Rect{X: thing.X + dx, Y: thing.Y + dy, W: w, H: h}
			if r.Overlaps(thing) || r.X < area.X || r.Y < area.Y || r.X+r.W > area.X+area.W || r.Y+r.H > area.Y+area.H {
				continue
			}
			clear := true
			for _, l := range lit {
				if r.Overlaps(l.Inset(-8)) && !(l.X <= thing.X && l.Y <= thing.Y && l.X+l.W >= thing.X+thing.W && l.Y+l.H >= thing.Y+thing.H) {
					clear = false
					break
				}
			}
			if clear {
				return true
			}
		}
	}
	return false
}

// TestTooltipBesideThing rests the mouse on every ship on the map, lit
// for a chosen Crew figure or not, on each House of the Influence board
// and on each Compartment, and checks that the tooltip lies beside what
// it words, touching it or within tipNear of its rectangle, wherever the
// lit places leave it room there.
func TestTooltipBesideThing(t *testing.T) {
	r, _, b := atPrompt(t, 0, "assign", "human", "bot:easy")
	rest := func(name string, thing scenes.Rect) {
		t.Helper()
		x, y := thing.Center()
		if !restOn(r, b, x, y) {
			t.Errorf("the mouse on %s shows no tooltip", name)
			return
		}
		if d := b.tip.rect.Gap(thing); d > tipNear && roomNear(b, thing, b.tip.rect.W, b.tip.rect.H) {
			t.Errorf("the tooltip of %s at %v is %.0f px from it (%v), want %v or less", name, b.tip.rect, d, thing, tipNear)
		}
	}
	for pass := 0; pass < 2; pass++ {
		if pass == 1 {
			for k := 0; k < 3; k++ {
				if at, ok := b.Where(obj{kind: objFig, a: int16(k)}); ok && b.Frame.Light(obj{kind: objFig, a: int16(k)}) != 0 {
					r.Tap(at)
					r.Step(2)
					break
				}
			}
		}
		for id := 0; id < rr.NumShips; id++ {
			if at, ok := b.Where(obj{kind: objShip, a: int16(id)}); ok {
				rest(shipLabel(id), at)
			}
		}
	}
	for h, at := range b.lay.houses {
		rest("House "+rr.HouseNames[h], at)
		if h == 0 {
			r.Shoot("revenant-tip-house", 1280, 720)
		}
		// Under the pointer's x, not beside the row over the map (the
		// ninth review).
		if x, _ := at.Center(); b.tip.on && (b.tip.rect.X > x || b.tip.rect.X+b.tip.rect.W < x) {
			t.Errorf("the tooltip of House %s at %v is not at the pointer's x %.0f", rr.HouseNames[h], b.tip.rect, x)
		}
		// It says where each seat stands: on one step their markers
		// overlap.
		if text, _ := b.Tooltip(); !strings.Contains(text, "Influence: "+b.seatName(0)+" ") {
			t.Errorf("the tooltip of House %s does not give each seat's Influence: %q", rr.HouseNames[h], text)
		}
	}
	supplied := 0
	for id := 0; id < rr.NumShips; id++ {
		// The ships in a House's supply, at the right of its row (the
		// twelfth review found none explained).
		if at, ok := b.supplyRect(id); ok {
			supplied++
			rest(shipLabel(id)+" in the supply", at)
			if text, _ := b.Tooltip(); !strings.Contains(text, rr.KindNames[rr.ShipKind(id)]) || !strings.Contains(text, "supply") {
				t.Errorf("the tooltip of the %s in the supply reads %q", shipLabel(id), text)
			}
			if supplied == 1 {
				r.Shoot("revenant-tip-supply", 1280, 720)
			}
		}
	}
	if supplied == 0 {
		t.Error("no ship in a supply was tried")
	}
	for k, at := range b.lay.comps {
		rest("Compartment "+compNames[k], at)
	}
}

// TestEquipmentSlotsExplainThemselves rests the mouse on the last two
// Equipment slots of the Crew board: each says what a card played there
// costs and gives (the twelfth review found no tooltip on "Slot 4").
func TestEquipmentSlotsExplainThemselves(t *testing.T) {
	r, _, b := atPrompt(t, 0, "assign", "human", "bot:easy")
	for k := rr.EquipmentSlots - 2; k < rr.EquipmentSlots; k++ {
		x, y := b.lay.equip[k].Center()
		r.Hover(x, y, tipDelay)
		text, on := b.Tooltip()
		r.Shoot("revenant-tip-slot", 1280, 720)
		switch {
		case !on:
			t.Errorf("the mouse on Equipment slot %d shows no tooltip", k+1)
		case !strings.HasPrefix(text, "Equipment slot "):
			t.Errorf("the tooltip of Equipment slot %d reads %q", k+1, text)
		case !strings.Contains(text, "2 Energy more") && !strings.Contains(text, ". "):
			t.Errorf("the tooltip of empty Equipment slot %d does not say its cost: %q", k+1, text)
		}
	}
}

// TestVoidbornMarks rests the mouse on each Sector's Voidborn, Rift and
// Absorbers: each says what it is and does, the Voidborn their count
// (the thirteenth review found the Voidborn's tokens unnumbered, and
// nothing under the mouse).
func TestVoidbornMarks(t *testing.T) {
	r, _, b := atPrompt(t, 0, "assign", "human", "bot:easy")
	seen := 0
	for x := 0; x < rr.NumRing; x++ {
		void, rift, absorb := b.sectorMarks(x)
		n := b.view.Voidborn(x)
		if (n > 0) != (void.W > 0) || b.view.Rift(x) != (rift.W > 0) || (b.view.Absorbers(x) > 0) != (absorb.W > 0) {
			t.Errorf("Sector %d: marks %v %v %v for %d Voidborn, Rift %v, %d Absorbers", x+1, void, rift, absorb, n, b.view.Rift(x), b.view.Absorbers(x))
		}
		for _, m := range []struct {
			at   scenes.Rect
			want string
		}{{void, strconv.Itoa(n) + " Voidborn in Sector " + strconv.Itoa(x+1) + ": "}, {rift, "A Rift in Sector "}, {absorb, "Absorber"}} {
			if m.at.W == 0 {
				continue
			}
			seen++
			cx, cy := m.at.Center()
			restOn(r, b, cx, cy)
			if text, on := b.Tooltip(); !on || !strings.Contains(text, m.want) {
				t.Errorf("the mouse on Sector %d's mark at %v shows %q (shown %v), want %q in it", x+1, m.at, text, on, m.want)
			}
		}
	}
	if seen == 0 {
		t.Fatal("no Sector shows Voidborn")
	}
	r.Shoot("revenant-tip-voidborn", 1280, 720)
}
