package revive

import (
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// TestExploreLightsWholeTiles plays to a turn where tiles may be
// explored, chooses Explore on the panel, and reads the frame: every lit
// tile's outline, one shape round its spaces, is lit all round, and the
// seams between its own hexes are not (the eighteenth review saw one hex
// lit while the tile's cost and bonus sat on its neighbours).
func TestExploreLightsWholeTiles(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 11, nil, "human", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	rng := rules.NewRNG(5)
	sh := r.Table.(*Shell)
	b := sh.Board().(*Table)
	if !r.PlayUntil(&rng, busy, func(legal []rules.Move) bool {
		return m.Prompt().Kind == "turn" && slices.ContainsFunc(legal, isExplore)
	}) {
		t.Fatal("no turn to explore came")
	}
	tapKind(t, r, sh, "Explore")
	var frame *image.RGBA
	scenetest.Do(func() { frame = r.Screen.Frame() })
	if dir := os.Getenv("STARBOARD_SHOTS"); dir != "" {
		if f, err := os.Create(filepath.Join(dir, "revive-explore-1280x720.png")); err == nil {
			png.Encode(f, frame)
			f.Close()
		}
	}
	l := &b.lay
	sampled, litN, seams, litSeams := 0, 0, 0, 0
	for fp := 0; fp < rv.Footprints(); fp++ {
		if b.Frame.Light(obj{kind: objTile, a: int16(fp)}) == table.Unlit {
			continue
		}
		for _, s := range b.tileOutline(nil, fp) {
			sampled++
			if litNear(frame, (s[0]+s[2])/2*l.px, (s[1]+s[3])/2*l.px, 2) {
				litN++
			}
		}
		hs := b.footprint(fp)
		for _, h := range hs {
			for _, n := range hs {
				if d := math.Hypot(l.hexX[n]-l.hexX[h], l.hexY[n]-l.hexY[h]); h < n && d < l.hexR*1.8 {
					seams++
					if litNear(frame, (l.hexX[h]+l.hexX[n])/2*l.px, (l.hexY[h]+l.hexY[n])/2*l.px, 1) {
						litSeams++
					}
				}
			}
		}
	}
	if sampled < 8 || seams < 4 {
		t.Fatalf("only %d places on lit outlines and %d seams to read", sampled, seams)
	}
	if litN*10 < sampled*9 {
		t.Errorf("the light runs round the lit tiles at %d of %d places on their outlines", litN, sampled)
	}
	if litSeams > 0 {
		t.Errorf("the light crosses %d of %d seams inside lit tiles: a tile is lit hex by hex", litSeams, seams)
	}
	// The pointer on a hex of a tile makes that tile's hexes the
	// stronger ones, and no other tile's.
	for fp := 0; fp < rv.Footprints(); fp++ {
		h := b.footprint(fp)[0]
		f := &table.Frame[obj]{Hover: true, X: l.hexX[h], Y: l.hexY[h]}
		for o := 0; o < rv.Footprints(); o++ {
			if got := b.tileHovered(f, o); got != (o == fp) {
				t.Fatalf("the pointer on a hex of tile %d: tile %d hovered %v", fp, o, got)
			}
		}
	}
	// Every hex outside the tiles lit is dimmed, so that those stand
	// out (the tenth review could not tell which could be tapped).
	bright := 0
	for h := range l.hexX {
		if _, _, fp := rv.SpaceAt(h); fp >= 0 && b.Frame.Light(obj{kind: objTile, a: int16(fp)}) != table.Unlit {
			continue
		}
		if seat, _ := b.buildingOn(h); seat != rules.NoSeat || b.meeplesOn(h) != 0 {
			continue
		}
		if _, _, fp := rv.SpaceAt(h); fp >= 0 && !b.view.Explored(fp) && (h == b.tileAt[fp] || h == bonusHex[fp] || h == costHex2[fp]) {
			continue // a cost or bonus, kept readable over the veil
		}
		c := frame.RGBAAt(int(l.hexX[h]*l.px), int((l.hexY[h]+l.hexR*0.55)*l.px))
		if max(c.R, c.G, c.B) > 125 {
			bright++
		}
	}
	if bright > 0 {
		t.Errorf("%d hexes outside the tiles to explore are drawn undimmed", bright)
	}
}

// litNear reports whether a pixel within d of x, y has the kit's light
// colour (cyan or green).
func litNear(img *image.RGBA, x, y float64, d int) bool {
	for yy := int(y) - d; yy <= int(y)+d; yy++ {
		for xx := int(x) - d; xx <= int(x)+d; xx++ {
			c := img.RGBAAt(xx, yy)
			if c.G > 170 && c.R < 170 && (c.B > 140 || c.G > 230) {
				return true
			}
		}
	}
	return false
}

// TestCostTagsInsideHexes plays to a turn where tiles may be explored,
// chooses Explore on the panel at 1280x720, and checks that every cost,
// bonus and range is drawn wholly inside its own hex, one to a hex (the
// sixth and ninth reviews saw them across the hexes' borders, over the
// neighbours' tokens); then explores a tile: while the citizen card is
// chosen the map outlines the tile explored (the ninth review saw
// nothing mark it).
func TestCostTagsInsideHexes(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 11, nil, "human", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	rng := rules.NewRNG(5)
	sh := r.Table.(*Shell)
	b := sh.Board().(*Table)
	var explore rules.Move
	if !r.PlayUntil(&rng, busy, func(legal []rules.Move) bool {
		explore = rules.Move{}
		for _, mv := range legal {
			if mv.Kind == rv.MoveExplore {
				explore = mv
			}
		}
		return m.Prompt().Kind == "turn" && explore.Kind == rv.MoveExplore
	}) {
		t.Fatal("no turn to explore came")
	}
	tapKind(t, r, sh, "Explore")
	type tag struct {
		r scenes.Rect
		h int
	}
	var tags []tag
	tagged = func(r scenes.Rect, h int) { tags = append(tags, tag{r, h}) }
	r.Step(1)
	tagged = nil
	r.Shoot("revive-explore-1280x720", 1280, 720)
	l := &b.lay
	ranges := 0
	on := map[int][]scenes.Rect{}
	for _, tg := range tags {
		x, y, R := l.hexX[tg.h], l.hexY[tg.h], l.hexR
		corners := [][2]float64{{tg.r.X, tg.r.Y}, {tg.r.X + tg.r.W, tg.r.Y}, {tg.r.X, tg.r.Y + tg.r.H}, {tg.r.X + tg.r.W, tg.r.Y + tg.r.H}}
		if tg.r.W == tg.r.H {
			// An icon: its disc, a pixel narrower than its box, is its ink.
			corners = corners[:0]
			cx, cy := tg.r.Center()
			for k := 0; k < 24; k++ {
				a := float64(k) * math.Pi / 12
				corners = append(corners, [2]float64{cx + math.Cos(a)*(tg.r.W/2-0.5), cy + math.Sin(a)*(tg.r.W/2-0.5)})
			}
		}
		_, _, fp := rv.SpaceAt(tg.h)
		if onBack := tg.h == b.tileAt[fp] || tg.h == bonusHex[fp] || tg.h == costHex2[fp]; onBack && tg.r.W > tg.r.H*1.2 {
			// A count and its icon on a tile's back: the figure well
			// inside the hex's edge (the fourteenth review saw it spill).
			R *= 0.83
		}
		for _, p := range corners {
			if !insideHex(p[0]-x, p[1]-y, R) {
				t.Errorf("the tag %v on space %d runs out of its hex (centre %.0f,%.0f, radius %.1f)", tg.r, tg.h, x, y, R)
				break
			}
		}
		for _, o := range on[tg.h] {
			if o.X < tg.r.X+tg.r.W && tg.r.X < o.X+o.W && o.Y < tg.r.Y+tg.r.H && tg.r.Y < o.Y+o.H {
				t.Errorf("two tags over each other on space %d", tg.h)
			}
		}
		on[tg.h] = append(on[tg.h], tg.r)
		if tg.h != b.tileAt[fp] && tg.h != bonusHex[fp] && tg.h != costHex2[fp] {
			ranges++
		}
	}
	if len(tags) == 0 || ranges == 0 {
		t.Fatalf("%d tags drawn, %d of them ranges", len(tags), ranges)
	}
	// Explore: while the citizen card is chosen, the tile explored is
	// outlined in gold.
	r.Perform(explore, false)
	for k := 0; k < 40 && m.Prompt().Kind == "turn"; k++ {
		r.Step(4)
	}
	r.Step(40)
	if b.turning >= 0 {
		t.Skip("the tile turned at once: no citizen card to choose")
	}
	if b.explored != int(explore.A) {
		t.Fatalf("the prompt %q: the tile explored is %d, the map marks %d", m.Prompt().Text, explore.A, b.explored)
	}
	var frame *image.RGBA
	scenetest.Do(func() { frame = r.Screen.Frame() })
	r.Shoot("revive-explored-1280x720", 1280, 720)
	b.outline = b.tileOutline(b.outline[:0], b.explored)
	gold := 0
	for _, sg := range b.outline {
		c := frame.RGBAAt(int((sg[0]+sg[2])/2), int((sg[1]+sg[3])/2))
		if c.R > 200 && c.G > 140 && c.B < 110 {
			gold++
		}
	}
	if gold*2 < len(b.outline) {
		t.Errorf("%d of %d segments of the explored tile's outline are gold", gold, len(b.outline))
	}
}

// isExplore reports whether mv explores a tile.
func isExplore(mv rules.Move) bool { return mv.Kind == rv.MoveExplore }

// insideHex reports whether the point dx, dy from the middle of a
// pointy-top hex of radius r lies inside it (a hair's margin allowed).
func insideHex(dx, dy, r float64) bool {
	dx, dy = math.Abs(dx), math.Abs(dy)
	r += 0.01
	return dy <= r && dx <= r*math.Sqrt(3)/2 && dx*0.5+dy*math.Sqrt(3)/2 <= r*math.Sqrt(3)/2
}

// checkOwnRinged reads frame, drawn at 1280x720: the viewer's buildings
// and meeples on the map are ringed in the seat's colour, the others' not
// (the eighth review could not find its own pieces; the eleventh still
// looked for them).
func checkOwnRinged(t *testing.T, b *Table, frame *image.RGBA) {
	t.Helper()
	l := &b.lay
	R := l.hexR
	rings := 0
	check := func(seat rules.Seat, x, y, r float64, what string) {
		col := b.seatCol(int(b.Viewer))
		ringed := 0
		for k := 0; k < 12; k++ {
			a := float64(k) * math.Pi / 6
			c := frame.RGBAAt(int(x+math.Cos(a)*r), int(y+math.Sin(a)*r))
			if near(c, col) {
				ringed++
			}
		}
		if mine := seat == b.Viewer; mine && ringed < 9 || !mine && ringed > 2 {
			t.Errorf("seat %d's %s at %.0f,%.0f: %d of 12 points of a ring in the viewer's colour round it, the viewer %d", seat, what, x, y, ringed, b.Viewer)
		}
		if seat == b.Viewer {
			rings++
		}
	}
	for h := 0; h < rv.Spaces(); h++ {
		x, y := l.hexX[h], l.hexY[h]
		if seat, _ := b.view.Building(h); seat != rules.NoSeat {
			check(seat, x, y, R*0.8, "building")
			continue
		}
		m, s := b.view.Meeples(h), R*0.85
		if m.Has(b.Viewer) {
			mx, my := meepleAt(m, int(b.Viewer), x, y, s)
			check(b.Viewer, mx, my, s*mineScale*0.52, "meeple")
			continue
		}
		for p := 0; p < b.Seats; p++ {
			if m.Has(rules.Seat(p)) {
				mx, my := meepleAt(m, p, x, y, s)
				check(rules.Seat(p), mx, my, s*mineScale*0.52, "meeple")
			}
		}
	}
	if rings == 0 {
		t.Errorf("the viewer has no piece on the map to ring: the test shows nothing")
	}
}

// near reports whether c is within a small distance of col.
func near(c, col color.RGBA) bool {
	d := func(a, b uint8) int { return abs(int(a) - int(b)) }
	return d(c.R, col.R)+d(c.G, col.G)+d(c.B, col.B) < 60
}

// The panel beside the map is never a heading over no layouts: while a
// tile waits to be turned but no layout is offered to the player (a bot
// turns it, or the turn plays), it shows the display (the twelfth review
// saw "Turn Lichen Scarp: tap a layout…" over an empty panel).
func TestTurnPanelNeverBlank(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 4, nil, "human", "bot:random")
	r := scenetest.ReadyRig(t, m, New(m))
	b := r.Table.(*Shell).Board().(*Table)
	for fp := 0; fp < rv.Footprints() && b.turning < 0; fp++ {
		if !b.view.Explored(fp) {
			b.turning, b.turnAs = fp, make([]rv.Terrain, len(b.footprint(fp)))
		}
	}
	heading, display := false, false
	for _, mk := range r.Audit(1280, 720) {
		heading = heading || strings.Contains(mk.Label, "tap a layout")
		display = display || strings.Contains(mk.Label, citizenHeading)
	}
	if heading || !display {
		t.Errorf("no layout offered: the panel shows the heading of the layouts %v, the display %v", heading, display)
	}
}
