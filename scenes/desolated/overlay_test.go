package desolated

import (
	"image"
	"image/color"
	"slices"
	"testing"

	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// smallRig plays a game of a person and two bots on an 800x600 screen,
// the person's moves off the screen, until the person holds a card in the
// inventory and is to act with an Upgrade open, and returns its board.
func smallRig(t *testing.T) (*Board, *scenetest.Rig) {
	t.Helper()
	m := scenetest.NewMatch(t, dr.Title, 11, nil, "human", "bot:easy", "bot:easy")
	tbl := table.Open[obj](m, table.Options{}, newBoard)
	r := scenetest.NewRig(t, m, tbl, 800, 600)
	r.App.Settings.AnimationSpeed = 3 // the way there plays at once
	b := tbl.Board().(*Board)
	rng := rules.NewRNG(11)
	moves := 0
	choose := func(rng *rules.RNG, legal []rules.Move) rules.Move {
		moves++
		return greedyish(rng, legal)
	}
	if !r.PlayUntil(&rng, choose, func(legal []rules.Move) bool {
		return m.Prompt().Kind == "action" && len(b.inv.cards) > 0 && moves > 6 && slices.ContainsFunc(legal, isUpgrade)
	}) {
		t.Fatalf("no Upgrade with a card in the inventory: %s", r.Table.Status())
	}
	r.App.Settings.AnimationSpeed = 1
	r.Step(30)
	return b, r
}

// isUpgrade reports whether mv is an Upgrade.
func isUpgrade(mv rules.Move) bool { return mv.Kind == dr.MoveUpgrade }

// frame draws the rig's screen once more and returns it with the scale
// of the canvas's units to its pixels.
func frame(r *scenetest.Rig) (*image.RGBA, float64) {
	r.Step(1)
	var img *image.RGBA
	scenetest.Do(func() { img = r.Screen.Frame() })
	b := img.Bounds()
	return img, min(float64(b.Dx())/scenes.BaseW, float64(b.Dy())/scenes.BaseH)
}

// at returns the pixel of img under the canvas point x, y.
func at(img *image.RGBA, scale, x, y float64) color.RGBA {
	return img.RGBAAt(int(x*scale), int(y*scale))
}

// TestTipDrawsOverTheHand rests the mouse on a card of the inventory at
// 800x600, whose large view reaches down over the hand: where it covers
// the hand's cards, the frame shows it, not the cards.
func TestTipDrawsOverTheHand(t *testing.T) {
	defer func(n int) { facesPerFrame = n }(facesPerFrame)
	facesPerFrame = 1 << 20
	b, r := smallRig(t)
	var over scenes.Rect
	for _, ic := range b.inv.cards {
		x, y := ic.r.Center()
		r.Script.Rest(x, y, tipDelay+5)
		r.PlayEvery(8)
		if b.tip.shown && b.tip.r.Y+b.tip.r.H > b.handCardBox(0).Y+20 {
			over = b.tip.r
			break
		}
	}
	if over.W == 0 {
		t.Fatalf("no card of the inventory shows large over the hand %v (inventory %v)", b.handBox(), b.lay.inv)
	}
	card := over
	card.W = card.H / cardRatio
	with, scale := frame(r)
	sx, sy := b.lay.stage.Center()
	r.Script.Rest(sx, sy, 5)
	r.Play()
	without, _ := frame(r)
	covered, shown := 0, 0
	for y := card.Y + 8; y < card.Y+card.H-8; y += 6 {
		for x := card.X + 8; x < card.X+card.W-8; x += 6 {
			if b.hand.CardAt(x, y) < 0 {
				continue
			}
			covered++
			if at(with, scale, x, y) != at(without, scale, x, y) {
				shown++
			}
		}
	}
	if covered == 0 {
		t.Fatalf("the large card %v covers no card of the hand", card)
	}
	if shown < covered*8/10 {
		t.Errorf("the large card shows at %d of %d points over the hand's cards: the hand hides it", shown, covered)
	}
}

// TestLiftedCardLeavesTheTargetsInSight picks a hand card for an Upgrade
// at 800x600 and keeps the pointer on it, so it stays lifted over the
// inventory: the lights of the places it may go still show above the
// lifted card, and stop there rather than cross its name (the
// twenty-sixth review read "Spessart Heart" under a green line).
func TestLiftedCardLeavesTheTargetsInSight(t *testing.T) {
	defer func(n int) { facesPerFrame = n }(facesPerFrame)
	facesPerFrame = 1 << 20
	b, r := smallRig(t)
	// An Upgrade whose hand card stands under the place it goes to.
	var up rules.Move
	for _, mv := range r.Table.Legal() {
		if mv.Kind != dr.MoveUpgrade {
			continue
		}
		first, second := b.Path(mv)
		zr, _ := b.Where(second)
		if x, _ := b.hand.SlotCenter(int(first.a)); up.Kind == 0 || x > zr.X && x < zr.X+zr.W {
			up = mv
		}
	}
	first, _ := b.Path(up)
	spot := b.hand.TapSpot(int(first.a))
	x, y := spot.Center()
	r.Script.Tap(x, y)
	r.Script.Rest(x, y, 20)
	r.Play()
	lifted := b.hand.Lifted()
	if lifted < 0 {
		t.Fatalf("hand card %d is not lifted under the pointer", first.a)
	}
	img, scale := frame(r)
	r.Shoot("desolated-lifted-800x600", 800, 600)
	card := b.handCardBox(lifted)
	green := func(px, py float64) bool {
		// The line is a few pixels thick: its middle, wherever the
		// screen's pixels fall.
		for _, dy := range []float64{-1.5, 0, 1.5} {
			if near(at(img, scale, px, py+dy), color.RGBA{0x7c, 0xff, 0x9e, 0xff}) {
				return true
			}
		}
		return false
	}
	above, aboveSeen, crossing, crossed := 0, 0, 0, 0
	n := int16(len(b.inv.groups))
	zones := []obj{{kind: objZone}}
	for g := range n {
		zones = append(zones, obj{kind: objZone, a: 1, b: g}, obj{kind: objZone, a: 2, b: g})
		for d := range n {
			zones = append(zones, obj{kind: objZone, a: 3, b: g, c: d})
		}
	}
	for _, o := range zones {
		if b.Frame.Light(o) != table.Target {
			continue
		}
		zr, _ := b.Where(o)
		ring := zr.Inset(-3)
		if ring.Y+ring.H <= card.Y || ring.Y >= card.Y-16-lightReach {
			continue // clear of the card, or nearly all under it
		}
		for px := ring.X + 12; px < ring.X+ring.W-12; px += 3 {
			if b.hand.CardAt(px, ring.Y+1) < 0 {
				above++
				if green(px, ring.Y+1) {
					aboveSeen++
				}
			}
			if py := ring.Y + ring.H - 1; b.hand.CardAt(px, py) == lifted {
				crossing++
				if green(px, py) {
					crossed++
				}
			}
		}
	}
	if above == 0 {
		t.Skip("the lifted card covers no place it may go in this game")
	}
	if aboveSeen < above*7/10 {
		t.Errorf("the lights of the places the lifted card may go show at %d of %d points above it", aboveSeen, above)
	}
	if crossed > crossing*3/10 {
		t.Errorf("the lights cross the lifted card at %d of %d points where their foot lies on it", crossed, crossing)
	}
}

// near reports whether c is within a little of want in each channel.
func near(c, want color.RGBA) bool {
	d := func(a, b uint8) bool { return int(a)-int(b) < 48 && int(b)-int(a) < 48 }
	return d(c.R, want.R) && d(c.G, want.G) && d(c.B, want.B)
}

// TestOtherSeatSetsTheHandAside shows another seat's inventory: the
// person's hand dims under words that say whose it is and what the other
// seat holds; shown their own again, the hand comes back.
func TestOtherSeatSetsTheHandAside(t *testing.T) {
	m := scenetest.NewMatch(t, dr.Title, 11, nil, "human", "bot:easy")
	tbl := table.Open[obj](m, table.Options{}, newBoard)
	r := scenetest.NewRig(t, m, tbl, 800, 600)
	b := tbl.Board().(*Board)
	awaitTurn(r)
	if b.hand.Len() == 0 {
		t.Fatal("the person holds no card")
	}
	b.SeatTapped(1)
	r.Step(1)
	if b.hand.Node.Alpha != asideAlpha || !b.handAside() {
		t.Errorf("with seat 1's inventory shown the hand is drawn at opacity %.2f, set aside %v", b.hand.Node.Alpha, b.handAside())
	}
	want := b.Names[1] + " holds " + count(b.view.HandSize(1), "card") + ", face down"
	if b.aside[0] != "Your hand, not "+b.Names[1]+"'s" || b.aside[1] != want {
		t.Errorf("the hand set aside says %q, want whose it is and %q", b.aside, want)
	}
	r.Shoot("desolated-aside-800x600", 800, 600)
	b.SeatTapped(1)
	r.Step(1)
	if b.hand.Node.Alpha != 1 || b.handAside() {
		t.Errorf("with the person's own inventory shown again the hand is drawn at opacity %.2f, set aside %v", b.hand.Node.Alpha, b.handAside())
	}
}

// TestUpgradedCardLeavesTheHandAsItFlies: once an Upgrade plays, the card
// is out of the hand while it flies to the inventory, not only when the
// move has played to its end.
func TestUpgradedCardLeavesTheHandAsItFlies(t *testing.T) {
	b, r := smallRig(t)
	var up rules.Move
	for _, mv := range r.Table.Legal() {
		if mv.Kind == dr.MoveUpgrade {
			up = mv
			break
		}
	}
	first, _ := b.Path(up)
	id := b.handIDs[first.a]
	r.Perform(up, false)
	for i := 0; i < 200 && !(b.fly.on && b.fly.id == id); i++ {
		r.Step(1)
	}
	if !b.fly.on || b.fly.id != id {
		t.Fatalf("card %d never flew to the inventory", id)
	}
	for i := range b.hand.Len() {
		if b.hand.Card(i).ID == id {
			t.Fatalf("card %d is still in the hand as it flies to the inventory", id)
		}
	}
}
