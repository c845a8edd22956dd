package revive

import (
	"image/color"
	"math"
	"strings"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/table"
	"starboard/sprites"
	sr "starboard/sprites/revive"
)

// drawBoard draws seat p's board large: the tracks, resources, slots,
// cards, machines, technologies and pieces, and the actions left when it
// is p's turn.
func (t *Table) drawBoard(c *scenes.Canvas, f *table.Frame[obj], b *boardLayout, p int) {
	bd := &t.boards[p]
	// Read in place: its icons no smaller than the icons' least.
	t.gainFloor = max(b.lu, b.iu)
	defer func(f float64) { t.iconFloor = f }(t.iconFloor)
	t.iconFloor = b.iu
	defer t.floorOff()
	u := b.u
	col := t.seatCol(p)
	c.RoundRect(b.r, 8, colPanel)
	c.RoundRectStroke(b.r, 8, 2, col)

	// The head: name, tribe, points, actions left.
	h := b.head
	// The score as the seat list counts it, named once; its breakdown is
	// the head's tooltip. The name takes the room left.
	score := t.scoreHead(p)
	scoreW, _ := c.App.Text.Measure(score, u*1.1, true)
	c.Bold(score, b.actions.X-8, h.Y+2, u*1.1, colGold, scenes.Right)
	name := t.texts.Cat(t.Names[p], " · ", rv.TribeOf(bd.Tribe).Name)
	room := b.actions.X - 8 - scoreW - 16 - h.X
	if nw, _ := c.App.Text.Measure(name, u*1.15, true); nw > room {
		// No room for the tribe (the seat list names it): the name alone,
		// cut only when even it is too long.
		name = t.Names[p]
		if nw, _ := c.App.Text.Measure(name, u*1.15, true); nw > room {
			name = fit(c, name, u*1.15, room*0.92) // bold is wider than Clip measures
		}
	}
	c.Bold(name, h.X+4, h.Y+2, u*1.15, col, scenes.Left)
	if seat, acts, last := t.view.Turn(); int(seat) == p {
		a := b.actions
		left := 2 - acts
		c.RoundRect(a, 5, colCell)
		// The dots after the words, which say what they count.
		dx := a.X + a.W - a.H*1.3
		word := "actions left"
		if w, _ := c.Measure(word, u); a.X+6+w > dx-a.H*0.4 {
			word = "actions"
		}
		if last {
			// The game's last turn: said in place of the words.
			c.Text("last turn", a.X+6, a.Y+a.H/2-u*0.5, u, colBad, scenes.Left)
		} else {
			c.Text(word, a.X+6, a.Y+a.H/2-u*0.5, u, scenes.ColDim, scenes.Left)
		}
		for i := 0; i < 2; i++ {
			x := dx + float64(i)*a.H*0.8
			if i < left {
				c.Circle(x, a.Y+a.H/2, a.H*0.32, colGold)
			} else {
				c.Ring(x, a.Y+a.H/2, a.H*0.3, 1.5, colBorder)
			}
		}
	}

	// The hibernation track.
	hb := b.hibernate
	c.RoundRect(hb, 5, colCell)
	c.Bold("Hibernate", hb.X+hb.W/2, hb.Y+hb.H/2-u*0.55, u, scenes.ColText, scenes.Center)
	t.mark(c, f, obj{kind: objHibernate}, hb)
	for i, r := range b.hib {
		c.RoundRect(r, 4, colCell)
		lw := t.lightWidth() // the number inside the space's light, not under it
		c.Text(scenes.Itoa(i+1), r.X+lw+2, r.Y+lw, b.at(0.8), scenes.ColDim, scenes.Left)
		hs := max(min(16*b.grow(), r.H*0.6), t.gainFloor)
		t.drawGain(c, rv.HibernationReward(i), r.X+r.W/2+4, r.Y+r.H/2-hs/2, hs, r.W-14, scenes.Center, scenes.ColText)
		if bd.Hibernation == i+1 {
			c.RoundRectStroke(r, 4, 2.5, col)
		}
		t.mark(c, f, obj{kind: objHibSpace, a: int16(i)}, r)
	}

	// Resources, energy, the switch and the tribe ability: each count
	// after its symbol, with a word under it saying what it counts.
	is := max(min(20, u*1.1), b.iu)
	ws := b.at(1)
	// The counts larger than the words (the eleventh review read them as
	// 10 px figures), as large as the row holds them over the words.
	// A count's digits have no descenders: the word goes close under
	// them, its own descenders inside the cell.
	cs := max(min(u*countScale, (b.res[0].H-ws*1.25-1)/0.92), u)
	top := b.res[0].Y + max(1, (b.res[0].H-cs*0.92-ws*1.25)/2)
	cell := func(r scenes.Rect, icon int, count, word string) {
		c.RoundRect(r, 4, colCell)
		c.ImageIn(t.cache.Icon(icon, float64(c.Px(is))), scenes.Rect{X: r.X + 3, Y: top + cs*0.55 - is/2, W: is, H: is}, 1)
		c.Symbol("resource", is)
		c.Bold(count, r.X+is+5, top, cs, scenes.ColText, scenes.Left)
		c.Text(fit(c, word, ws, r.W-6), r.X+r.W/2, top+cs*0.92, ws, scenes.ColDim, scenes.Center)
	}
	for r, rr := range b.res {
		cell(rr, sr.IconGear+r, t.texts.Cat(scenes.Itoa(bd.Resources[r]), "/", scenes.Itoa(rv.ResourceCap(r))), resWords[r])
		t.mark(c, f, obj{kind: objResource, a: int16(r)}, rr)
	}
	cell(b.energy, sr.IconEnergy, scenes.Itoa(bd.Energy), "energy")
	if bd.OnMachines > 0 {
		// The energy spent on machines this turn, after the count (the
		// word under it had no room for it: "energy · 1 u…").
		used := t.texts.Cat("· ", scenes.Itoa(bd.OnMachines), " used")
		cw, _ := c.App.Text.Measure(scenes.Itoa(bd.Energy), cs, true)
		x := b.energy.X + is + 5 + cw + 4
		if w, _ := c.Measure(used, ws); x+w <= b.energy.X+b.energy.W-3 {
			c.Text(used, x, top+(cs-ws)*0.6, ws, scenes.ColDim, scenes.Left)
		}
	}
	sw := b.switcher
	c.RoundRect(sw, 4, colCell)
	label, ls := b.switchLabel(!bd.Switched, func(s string, size float64) float64 {
		w, _ := c.App.Text.Measure(s, size, true)
		return w
	})
	if bd.Switched {
		c.Text(label, sw.X+sw.W/2, sw.Y+sw.H/2-ls*0.55, ls, scenes.ColDim, scenes.Center)
	} else {
		c.Bold(label, sw.X+sw.W/2, sw.Y+sw.H/2-ls*0.55, ls, scenes.ColText, scenes.Center)
	}
	t.mark(c, f, obj{kind: objSwitch}, sw)
	ab := b.ability
	c.RoundRect(ab, 4, colCell)
	// The ability's gain as large as half the box holds, down to the
	// map's icons, and its uses left after it, in the box.
	ag := rv.TribeOf(bd.Tribe).Ability
	ai := is
	for ai > t.lay.iu && gainSpan(ag, ai) > ab.W*0.5 {
		ai = max(t.lay.iu, ai-0.5)
	}
	floor := t.gainFloor
	t.gainFloor = min(floor, ai)
	gw := t.drawGain(c, ag, ab.X+4, top+cs*0.55-ai/2, ai, ab.W*0.5, scenes.Left, scenes.ColText)
	t.gainFloor = floor
	left := t.texts.Cat("", scenes.Itoa(bd.Ability), " left")
	if w, _ := c.App.Text.Measure(left, cs, true); ab.X+gw+8+w > ab.X+ab.W-2 {
		left = scenes.Itoa(bd.Ability) // the word under says what it counts
	}
	c.Bold(left, ab.X+gw+8, top, cs, scenes.ColText, scenes.Left)
	word := "tribe ability"
	if w, _ := c.Measure(word, ws); w > ab.W-6 {
		word = "ability" // the tooltip names the tribe's
	}
	c.Text(fit(c, word, ws, ab.W-6), ab.X+ab.W/2, top+cs*0.92, ws, scenes.ColDim, scenes.Center)
	t.mark(c, f, obj{kind: objAbility}, ab)

	pl := b.progLabel
	c.RoundRect(pl, 3, colCell)
	ps := min(b.at(0.85), pl.H-2)
	c.Bold("Progress", pl.X+4, pl.Y+pl.H/2-ps*0.55, max(ps, b.lu), scenes.ColText, scenes.Left)
	pi := max(ps, b.iu)
	c.ImageIn(t.cache.Icon(sr.IconPoints, float64(c.Px(pi))), scenes.Rect{X: pl.X + pl.W - pi - 3, Y: pl.Y + pl.H/2 - pi/2, W: pi, H: pi}, 1)
	c.Symbol("points", pi)

	// The card slots and their modules.
	for sl, r := range b.slots {
		open := sl < rv.NumSlots-1 || bd.Techs[rv.TechColumns+1]
		cards := bd.Slots[sl]
		if len(cards) > 0 {
			note := ""
			if len(cards) > 1 {
				note = t.texts.Cat("", scenes.Itoa(len(cards)), " cards")
			}
			t.drawCardAt(c, cards[len(cards)-1], r, bd.SlotHalf[sl], b.iu, note)
		} else {
			c.RoundRect(r, 5, colCell)
			c.RoundRectStroke(r, 5, 1, colBorder)
			// The half a card played here gains, in the slot itself: the
			// heading needs no sentence of its own (the last review found
			// the board too dense).
			label := "top half"
			switch rv.SlotShows(sl) {
			case 1:
				label = "bottom half"
			case 2:
				label = "either half"
			}
			ls, ns := b.at(0.9), b.at(0.8)
			if open {
				c.Text(label, r.X+r.W/2, r.Y+r.H/2-ls*0.6, ls, scenes.ColDim, scenes.Center)
			} else {
				// The two lines centred in the box, never below it over the
				// module spaces (a short slot at 800x600).
				y := r.Y + max(2, (r.H-ls*1.15-ns*1.25)/2)
				c.Text(label, r.X+r.W/2, y, ls, scenes.ColDim, scenes.Center)
				c.Text("needs tech 2.2", r.X+r.W/2, y+ls*1.15, ns, colBad, scenes.Center)
			}
		}
		t.mark(c, f, obj{kind: objSlot, a: int16(sl)}, r)
		if sl == rv.NumSlots-1 {
			for hf, hr := range b.halves {
				t.mark(c, f, obj{kind: objSlot, a: int16(sl), b: int16(1 + hf)}, hr)
			}
		}
		for s, mr := range b.modSpaces[sl] {
			if mr.W == 0 {
				continue
			}
			if id := bd.Modules[sl][s]; id >= 0 {
				c.Miniature(true) // a long press shows it large
				t.drawModule(c, id, mr)
				c.Miniature(false)
			} else {
				c.RoundRect(mr, 3, colCell)
				c.RoundRectStroke(mr, 3, 1, colBorder)
			}
			if rv.SlotOf(sl).Modules[s] {
				// Inside the space, at its right: clear of the lines
				// around the space and the slot above it.
				ls := max(min(12, mr.H*0.7), b.iu)
				c.ImageIn(t.cache.Icon(sr.IconEnergy, float64(c.Px(ls))), scenes.Rect{X: mr.X + mr.W - ls - 1, Y: mr.Y + (mr.H-ls)/2, W: ls, H: ls}, 1)
				c.Symbol("energy mark", ls)
			}
			t.mark(c, f, obj{kind: objModSpace, a: int16(sl), b: int16(s)}, mr)
		}
	}

	// The active cards and the resting ones.
	a := b.active
	// The names at one size, the least any needs (the thirteenth review
	// saw the cards drawn at mixed sizes).
	most := math.Inf(1)
	for i, id := range bd.Active {
		_, _, _, s := t.stripSizes(c, id, b.activeCell(i, len(bd.Active)), b.iu)
		most = min(most, s)
	}
	for i, id := range bd.Active {
		r := b.activeCell(i, len(bd.Active))
		t.drawCardStrip(c, id, r, b.iu, most)
		t.mark(c, f, obj{kind: objCard, a: int16(id)}, r)
	}
	// Drawn after the cards, over their lights, at the row's right end,
	// on a plate so that no glow runs across the words.
	al := t.texts.Cat("Active cards · ", scenes.Itoa(len(bd.Resting)), " resting")
	as := b.at(0.9)
	aw, _ := c.Measure(al, as)
	c.RoundRect(scenes.Rect{X: a.X + a.W - aw - 4, Y: a.Y - 1, W: aw + 4, H: as*1.2 + 2}, 3, colPlate)
	c.Text(al, a.X+a.W, a.Y, as, scenes.ColDim, scenes.Right)

	// The machine tracks, their machines and the progress track.
	for tr := 0; tr < rv.Tracks; tr++ {
		tc := sr.Colour(rv.Colour(tr))
		lab := b.cells[tr][0]
		c.RoundRect(lab, 4, tc)
		// The track's own symbol, as the gains that move it show it.
		ts := max(min(lab.W-2, lab.H-2, 22), b.lu, t.lay.li) // legible in a small window too
		c.ImageIn(t.cache.Icon(sr.IconTrackGreen+tr, float64(c.Px(ts))), scenes.Rect{X: lab.X + lab.W/2 - ts/2, Y: lab.Y + lab.H/2 - ts/2, W: ts, H: ts}, 1)
		c.Symbol("track", ts)
		t.mark(c, f, obj{kind: objTrack, a: int16(tr)}, lab)
		for s := 1; s <= rv.TrackLength; s++ {
			r := b.cells[tr][s]
			bg := sprites.Shade(tc, -0.7)
			if bd.Tracks[tr] >= s {
				bg = sprites.Shade(tc, -0.45)
			}
			c.RoundRect(r, 3, bg)
		}
	}
	for r, mr := range b.machines {
		t.drawMachine(c, f, bd, r, mr)
	}
	// The markers over the machines, which reach into the spaces beside
	// theirs.
	for tr := 0; tr < rv.Tracks; tr++ {
		// In the space's corner, clear of the icons in its middle.
		mk := b.cells[tr][bd.Tracks[tr]]
		mr := max(5, min(mk.W, mk.H)*0.24)
		c.Circle(mk.X+mk.W-mr*0.6, mk.Y+mr*0.6, mr, col)
		c.Ring(mk.X+mk.W-mr*0.6, mk.Y+mr*0.6, mr, 1.5, scenes.ColText)
	}
	for i, r := range b.progress {
		vp, _ := rv.ProgressSpace(i)
		bg := colCell
		if i < bd.Progress {
			bg = sprites.Shade(col, -0.35)
		}
		c.RoundRect(r, 3, bg)
		ps := max(min(u*countScale, r.H-2), b.lu)
		c.Bold(scenes.Itoa(vp), r.X+r.W/2, r.Y+r.H/2-ps*0.55, ps, scenes.ColText, scenes.Center)
	}

	// The technology tree, the buildings left, crates and artifacts.
	tribe := rv.TribeOf(bd.Tribe)
	for ti, r := range b.techs {
		tech := tribe.Tree[ti/rv.TechColumns][ti%rv.TechColumns]
		avail := t.view.TechAvailable(p, ti)
		bg := colCell
		if bd.Techs[ti] {
			bg = sprites.Shade(col, -0.5)
		}
		c.RoundRect(r, 4, bg)
		if !bd.Techs[ti] && !avail {
			// Shut: the cell darker, its words as bright as the others'
			// (the tenth review read them dimmed at 10 px).
			c.RoundRect(r, 4, colDim)
		}
		// Two lines of icons, as large as the cell holds them apart.
		t.gainFloor = max(b.lu, t.lay.iu)
		gs := max(t.gainFloor, techIconSize(r, b.lu)*min(b.grow(), (r.H-4)/2/max(techIconSize(r, b.lu), 1)))
		vpW := 0.0
		if tech.VP > 0 {
			vpW = gainSpan(rv.Gain{VP: tech.VP}, gs) + 6
		}
		// The free stretches of the cell's lines, for the meeple taken:
		// over the costs and points it hid them (the fourteenth review).
		var free [2]scenes.Rect
		note := ""
		switch {
		case tech.FifthSlot:
			note = "slot 5"
		case tech.BuildSaver:
			note = "−1 gear"
		}
		nw := 0.0
		if note != "" {
			nw, _ = c.App.Text.Measure(note, b.at(0.95), true)
			c.Bold(note, r.X+r.W-3, r.Y+r.H-b.at(0.95)-2, b.at(0.95), colGold, scenes.Right)
		}
		if bd.Techs[ti] && r.W <= r.H*5 {
			// Taken: the icons a little smaller, down to the legible
			// least, where that leaves the meeple a stretch of its own.
			vpG := rv.Gain{VP: tech.VP}
			for gs > t.gainFloor && max(r.W-gainSpan(tech.Cost, gs)-gainSpan(vpG, gs), r.W-gainSpan(tech.Effect, gs)-nw)-6 < r.H*0.4+4 {
				gs = max(t.gainFloor, gs-0.5)
			}
		}
		if t.lay.phone && b == &t.lay.big && r.W <= r.H*5 {
			// A phone's narrow cells: each line's icons inside the cell,
			// down to the legible least, not into the next cell's.
			for gs > t.gainFloor && max(gainSpan(tech.Cost, gs)+vpW, gainSpan(tech.Effect, gs)+nw+3) > r.W-6 {
				gs = max(t.gainFloor, gs-0.5)
			}
		}
		vw := 0.0
		if tech.VP > 0 {
			vw = t.drawGain(c, rv.Gain{VP: tech.VP}, r.X+r.W-3, r.Y+1, gs, r.W*0.4, scenes.Right, colGold)
		}
		if r.W > r.H*5 {
			gs = max(gs, min(max(techIcon, b.lu*1.5)+2, r.H*0.6))
			cw := t.drawGain(c, tech.Cost, r.X+4, r.Y+r.H/2-gs/2, gs, r.W*0.3, scenes.Left, colTechCost)
			c.Text("→", r.X+cw+10, r.Y+r.H/2-u*0.55, u, scenes.ColText, scenes.Left)
			ew := t.drawGain(c, tech.Effect, r.X+cw+14+u, r.Y+r.H/2-gs/2, gs, r.W*0.4, scenes.Left, scenes.ColText)
			x := r.X + cw + 14 + u + ew
			free[0] = scenes.Rect{X: x, Y: r.Y, W: r.X + r.W - 3 - max(vw, nw) - x, H: r.H}
		} else {
			cw := t.drawGain(c, tech.Cost, r.X+3, r.Y+1, gs, r.W-vpW-6, scenes.Left, colTechCost)
			ew := t.drawGain(c, tech.Effect, r.X+3, r.Y+r.H-gs-1, gs, r.W-22, scenes.Left, scenes.ColText)
			free[0] = scenes.Rect{X: r.X + 3 + cw, Y: r.Y, W: r.W - 6 - cw - vw, H: r.H / 2}
			free[1] = scenes.Rect{X: r.X + 3 + ew, Y: r.Y + r.H/2, W: r.W - 6 - ew - nw, H: r.H / 2}
		}
		if bd.Techs[ti] {
			t.drawTechMeeple(c, col, r, free)
		}
		t.mark(c, f, obj{kind: objTech, a: int16(ti)}, r)
	}
	t.gainFloor = max(b.lu, b.iu)
	for i, r := range b.builds {
		left, cost := bd.Small, t.buildCost(p, i)
		if i == 1 {
			left = bd.Big
		}
		c.RoundRect(r, 4, colCell)
		s := min(r.H*0.8, r.W*0.3)
		c.ImageIn(t.cache.Building(col, i == 1, float64(c.Px(s))), scenes.Rect{X: r.X + 2, Y: r.Y + r.H/2 - s/2, W: s, H: s}, 1)
		c.Bold(t.texts.Cat("", scenes.Itoa(left), " left"), r.X+s+4, r.Y+2, u, scenes.ColText, scenes.Left)
		gs := max(min(14*b.grow(), r.H*0.45), b.lu)
		cw, _ := c.Measure("cost ", gs)
		c.Text("cost ", r.X+s+4, r.Y+r.H-gs-1, gs, scenes.ColDim, scenes.Left)
		c.Bold(scenes.Itoa(cost), r.X+s+4+cw+gs*0.3, r.Y+r.H-gs-1, gs, scenes.ColText, scenes.Center)
		gi := max(gs, t.lay.iu)
		c.ImageIn(t.cache.Icon(sr.IconGear, float64(c.Px(gi))), scenes.Rect{X: r.X + s + 4 + cw + gs*0.7, Y: r.Y + r.H - gs/2 - 1 - gi/2, W: gi, H: gi}, 1)
		c.Symbol("gear", gi)
		t.mark(c, f, obj{kind: objBuilding, a: int16(i)}, r)
	}
	// The crates and artifacts at the map's icon size: their box is
	// no taller for the board's larger icons.
	t.gainFloor = max(b.lu, t.lay.iu)
	cr := b.crates
	c.Text(t.texts.Cat("Crates ", scenes.Itoa(len(bd.Crates)), ""), cr.X, cr.Y+cr.H/2-u*0.5, b.at(0.85), scenes.ColDim, scenes.Left)
	for i, id := range bd.Crates {
		// The crate, and what it gives beside it on the crates' line,
		// never over the artifacts under it (the eighth review).
		// Where the crate and its gain do not fit side by side, the gain
		// alone on a crate's wood.
		r := b.crateCell(i, len(bd.Crates))
		s := min(r.H, r.W)
		gs := max(min(cr.H, 16), t.gainFloor)
		g := rv.CrateOf(max(id, 0))
		if gw := gainSpan(g, gs); id >= 0 && r.W < s+2+gw {
			c.RoundRect(scenes.Rect{X: r.X, Y: cr.Y + cr.H/2 - gs/2 - 2, W: min(r.W, gw+4), H: gs + 4}, 4, colCrate)
			t.drawGain(c, g, r.X+2, cr.Y+cr.H/2-gs/2, gs, r.W-4, scenes.Left, scenes.ColText)
		} else {
			c.ImageIn(t.cache.Icon(sr.IconCrate, float64(c.Px(s))), scenes.Rect{X: r.X, Y: r.Y, W: s, H: s}, 1)
			if id >= 0 {
				t.drawGain(c, g, r.X+s+2, cr.Y+cr.H/2-gs/2, gs, r.W-s-2, scenes.Left, scenes.ColText)
			}
		}
		t.mark(c, f, obj{kind: objCrate, a: int16(id)}, r)
	}
	// As large as the board's words where the box holds the scoring
	// card's two lines under the artifacts (a tall screen: the last
	// review read its key small in a box with room to spare).
	t.drawRelics(c, bd, b.relics, max(min(b.u, (b.relics.H-2)/relicLines), b.lu))

	// The headings of the sections with no word of their own, over the
	// glow of the places under them.
	t.drawHeading(c, b, headSlots, "Card slots", "")
	t.drawHeading(c, b, headTracks, "Machine tracks", "")
	t.drawHeading(c, b, headTechs, "Technologies", "")
	t.drawHeading(c, b, headBuilds, "Buildings", "")
}

// drawMachine draws the machine of reward space r: what it gives, whether
// it is unlocked and used, and its machine token on a "?" space.
func (t *Table) drawMachine(c *scenes.Canvas, f *table.Frame[obj], bd *rv.Board, r int, mr scenes.Rect) {
	rw := rv.RewardOf(r)
	g := rw.Machine
	if rw.Token {
		g = rv.Gain{}
		if id := bd.Tokens[r]; id >= 0 {
			g = rv.TokenOf(id).Effect
		}
	}
	if rw.Track2 >= 0 {
		c.RoundRect(mr, 4, sprites.Shade(sr.Colour(rv.Colour(rw.Track)), -0.6))
		c.RoundRectStroke(mr, 4, 1.5, sr.Colour(rv.Colour(rw.Track2)))
	} else {
		// A plate framed in the track's colour, so that the reward space
		// stands out from the empty ones, as wide as its icons need, into
		// the halves of the spaces beside at most.
		cell := t.lay.big.cells[rw.Track][rw.Space]
		gs := max(min(15*t.lay.big.grow(), mr.H*0.62), t.gainFloor)
		need := gainSpan(g, gs) + 8
		if bd.Used[r] {
			need += max(min(12, mr.H*0.5), t.lay.iu) // the energy at its left
		}
		pw := min(mr.W, max(cell.W, need))
		x := min(max(cell.X+cell.W/2-pw/2, mr.X), mr.X+mr.W-pw)
		mr.X, mr.W = x, pw
		tc := sr.Colour(rv.Colour(rw.Track))
		c.RoundRect(mr, 4, sprites.Shade(tc, -0.78))
		c.RoundRectStroke(mr, 4, 1.5, sprites.Shade(tc, 0.1))
	}
	gs := max(min(15*t.lay.big.grow(), mr.H*0.62), t.gainFloor)
	es := max(min(12, mr.H*0.5), t.lay.iu)
	// The energy of a machine used stands at the cell's left, the gain in
	// the rest: never over its figures (the eighth and ninth reviews saw
	// it cover a "2").
	in := mr
	if bd.Used[r] {
		in.X, in.W = mr.X+es, mr.W-es
	}
	// As large as the board's icons where the cell holds them, no
	// smaller than the map's.
	defer t.setFloor(t.gainFloor)
	for t.gainFloor > t.lay.iu && gainSpan(g, t.gainFloor) > in.W-4 {
		t.gainFloor = max(t.lay.iu, t.gainFloor-0.5)
	}
	gs = max(min(15*t.lay.big.grow(), mr.H*0.62), t.gainFloor)
	if g == (rv.Gain{}) {
		c.Bold("?", in.X+in.W/2, mr.Y+mr.H/2-gs*0.5, gs, scenes.ColDim, scenes.Center)
	} else {
		t.drawGain(c, g, in.X+in.W/2, mr.Y+mr.H/2-gs/2, gs, in.W-4, scenes.Center, scenes.ColText)
	}
	if !bd.Unlocked[r] {
		c.RoundRect(mr, 3, colDim)
	}
	if bd.Used[r] {
		c.ImageIn(t.cache.Icon(sr.IconEnergy, float64(c.Px(es))), scenes.Rect{X: mr.X + 1, Y: mr.Y + mr.H/2 - es/2, W: es, H: es}, 1)
		c.Symbol("energy used", es)
	}
	t.mark(c, f, obj{kind: objMachine, a: int16(r)}, mr)
}

// relicLines is the height of the artifacts and the scoring card's two
// lines, in times their text size.
const relicLines = 3.3

// drawRelics writes the artifacts a board holds: the major ones by
// colour, the minor ones, the end-game tile and the scoring card when it
// may be seen.
func (t *Table) drawRelics(c *scenes.Canvas, bd *rv.Board, r scenes.Rect, u float64) {
	s := max(min(r.H*0.5, 16), u*0.9, t.lay.li) // the gems read in place
	// The scoring card in two lines, when it must be, as small as
	// legible (the board's floor) and the gems no larger than the texts.
	lu := max(t.gainFloor, min(u, (r.H-2-u)/2.1))
	if r.H < s+2+u*2.1 {
		s = u
	}
	// The scoring card's gems are rule-carrying icons: the icons' least
	// size when the board is read in place, its lines as far apart.
	gi := lu
	if t.gainFloor > 0 {
		gi = max(lu, min(t.iconFloor, t.lay.iu), t.lay.li)
	}
	// The height the scoring card's two lines take, their words' feet
	// too: never cut by the board's frame (the tenth review).
	cardH := s + 2 + gi*1.05 + max(gi, lu*1.3)
	big := r == t.lay.big.relics
	if big {
		t.scoreKey = scenes.Rect{}
	}
	// One key on every board: the small artifacts a grey gem and its
	// count on the first line; the major ones each after its colour's gem,
	// on that line, or in the scoring card's grid beside the category the
	// colour scores again (the last review read "small" twice in a key
	// whose words changed from board to board).
	grid := bd.Scoring >= 0 && cardH <= r.H && r.H >= s+2+u
	x := r.X
	gems := 1 + len(bd.Major) // the gems on the first line
	if grid {
		gems = 1
	}
	if lw, _ := c.Measure("Artifacts", u); lw+u*0.6+(s+u*1.4)*float64(gems) <= r.W {
		c.Text("Artifacts", x, r.Y, u, scenes.ColDim, scenes.Left)
		x += lw + u*0.6
	}
	count := func(n int, x, y, s, u float64) float64 {
		c.Bold(scenes.Itoa(n), x+s+2, y+(s-u)/2, u, scenes.ColText, scenes.Left)
		w, _ := c.Measure(scenes.Itoa(n), u)
		return s + 2 + w
	}
	if !grid {
		for col, n := range bd.Major {
			drawRelic(c, rv.Colour(col), scenes.Rect{X: x, Y: r.Y, W: s, H: s})
			x += count(n, x, r.Y, s, u) + u*0.5
		}
	}
	drawMinor(c, scenes.Rect{X: x, Y: r.Y, W: s, H: s})
	c.Symbol("small artifact", s)
	x += count(bd.Minor, x, r.Y, s, u)
	if bd.EndTile && grid {
		c.Text(fit(c, " · end tile", u, r.X+r.W-x), x, r.Y+(s-u)/2, u, scenes.ColDim, scenes.Left)
	}
	if r.H < s+2+u {
		return
	}
	if grid {
		// The scoring card, two colours a line: each gem, how many of
		// it, and the category it scores again. The second column starts
		// where the first's longer entry ends, so that no word is cut
		// while the two fit side by side.
		cats := rv.ScoringCard(bd.Scoring)
		gs := gi
		ws := lu // the counts' and words' size
		entry := func(i int, word string) float64 {
			nw, _ := c.Measure(scenes.Itoa(bd.Major[i]), ws)
			ww, _ := c.Measure(word, ws)
			return gs + 2 + nw + ws*0.4 + ww
		}
		var colW [2]float64
		widths := func() float64 {
			colW = [2]float64{}
			for i, cat := range cats {
				colW[i%2] = max(colW[i%2], entry(i, shortCategory[cat]))
			}
			return colW[0] + colW[1] + 8
		}
		if need := widths(); need > r.W {
			// The words a little smaller, no less than legible, before
			// any is shortened.
			floor := lu * 0.8
			if t.gainFloor > 0 {
				floor = min(lu, t.lay.big.lu)
			}
			ws = max(floor, ws*(r.W-2*(gs+2)-8)/(need-2*(gs+2)-8))
			widths()
		}
		x2 := max(r.X+r.W/2, r.X+colW[0]+8)
		if x2+colW[1] > r.X+r.W {
			x2 = max(r.X+colW[0]+3, r.X+r.W-colW[1])
		}
		for i, cat := range cats {
			x, y := r.X, r.Y+s+2+float64(i/2)*gi*1.05
			w := x2 - r.X - 4
			if i%2 == 1 {
				x, w = x2, r.X+r.W-x2
			}
			word := shortCategory[cat]
			if entry(i, word) > w+1 {
				word = tinyCategory[cat] // a shorter word, never a cut one (the eighth review read "resourc…")
			}
			drawRelic(c, rv.Colour(i), scenes.Rect{X: x, Y: y, W: gs, H: gs})
			c.Symbol("artifact", gs)
			nw := count(bd.Major[i], x, y, gs, ws)
			c.Text(word, x+nw+ws*0.4, y+(gs-ws)/2, ws, scenes.ColText, scenes.Left) // bright: the fourteenth review read the dim words as a thin legend
			if big {
				t.scoreKey = union(t.scoreKey, scenes.Rect{X: x, Y: y, W: entry(i, word), H: max(gs, (gs-ws)/2+ws*1.3)})
			}
		}
		return
	}
	line := "scoring card secret"
	if bd.Scoring >= 0 {
		line = t.scoringLine(bd.Scoring)
	}
	if bd.EndTile {
		line = t.texts.Cat("end tile · ", line, "")
	}
	if w, _ := c.Measure(line, u); w <= r.W || bd.Scoring < 0 {
		c.Text(fit(c, line, u, r.W), r.X, r.Y+s+2, u, scenes.ColDim, scenes.Left)
		return
	}
	// Too long for a line: the categories in short words, two a line
	// when the box has the height, each after its colour's initial.
	cats := rv.ScoringCard(bd.Scoring)
	words := &shortCategory
	var a, z string
	for {
		a = t.texts.Cat(t.texts.Cat("G ", words[cats[0]], " · R "), words[cats[1]], "")
		z = t.texts.Cat(t.texts.Cat("Y ", words[cats[2]], " · B "), words[cats[3]], "")
		if bd.EndTile {
			a = t.texts.Cat("end tile · ", a, "")
		}
		aw, _ := c.Measure(a, lu)
		zw, _ := c.Measure(z, lu)
		if max(aw, zw) <= r.W || words == &tinyCategory {
			break
		}
		words = &tinyCategory // a narrow box (a phone's): shorter words, never cut ones
	}
	if s+2+lu*2.1 <= r.H+2 {
		c.Text(fit(c, a, lu, r.W), r.X, r.Y+s+2, lu, scenes.ColDim, scenes.Left)
		c.Text(fit(c, z, lu, r.W), r.X, r.Y+s+2+lu*1.05, lu, scenes.ColDim, scenes.Left)
		return
	}
	c.Text(fit(c, t.texts.Cat(a, " · ", z), u, r.W), r.X, r.Y+s+2, u, scenes.ColDim, scenes.Left)
}

// union is the least box holding a and b, b alone when a is empty.
func union(a, b scenes.Rect) scenes.Rect {
	if a.W <= 0 {
		return b
	}
	x0, y0 := min(a.X, b.X), min(a.Y, b.Y)
	return scenes.Rect{X: x0, Y: y0, W: max(a.X+a.W, b.X+b.W) - x0, H: max(a.Y+a.H, b.Y+b.H) - y0}
}

// shortCategory names the categories of an artifact scoring card in a
// word or two, for the board's narrow box (the player aid and the
// results name them whole).
var shortCategory = [...]string{
	rv.CatPoints:       "points",
	rv.CatProgress:     "progress",
	rv.CatMachineBonus: "machines",
	rv.CatTechs:        "techs",
	rv.CatLarge:        "locations",
	rv.CatMinor:        "small",
	rv.CatResources:    "resources",
}

// tinyCategory names the categories where even shortCategory's word has
// no room: abbreviated, whole in the artifacts' tooltip.
var tinyCategory = [...]string{
	rv.CatPoints:       "pts",
	rv.CatProgress:     "prog.",
	rv.CatMachineBonus: "mach.",
	rv.CatTechs:        "techs",
	rv.CatLarge:        "locs",
	rv.CatMinor:        "small",
	rv.CatResources:    "res.",
}

// scoringLine words artifact scoring card i.
func (t *Table) scoringLine(i int) string {
	cats := rv.ScoringCard(i)
	return t.texts.Cat(t.texts.Cat("G ", cats[0].String(), " · R "), cats[1].String(), t.texts.Cat(" · Y ", cats[2].String(), t.texts.Cat(" · B ", cats[3].String(), "")))
}

// drawMini draws seat p's board small: a chip of its name, points and
// resources on small screens; else with its tribe, hibernation, tracks,
// cards and artifacts too. A long press shows it whole (Zoom).
func (t *Table) drawMini(c *scenes.Canvas, p int, r scenes.Rect) {
	bd := &t.boards[p]
	col := t.seatCol(p)
	lu := t.lay.lu
	c.RoundRect(r, 6, colPanel)
	toPlay := false
	if seat, _, _ := t.view.Turn(); int(seat) == p && t.view.ToMove() != rules.NoSeat {
		toPlay = true
	}
	if toPlay {
		c.RoundRectStroke(r, 6, 3, colGold)
	} else {
		c.RoundRectStroke(r, 6, 1.5, col)
	}
	most := 14 * t.lay.big.grow()
	u := max(lu, min(most, r.H/9, r.W/11))
	if r.H < lu*6 {
		u = max(lu, min(most, r.H/3.4, r.W/11)) // a chip
	}
	x, y := r.X+6, r.Y+4
	// The score named, as on the board's head; what matters most of the
	// rest under it: the major artifacts taken and the hibernations,
	// which bring the end nearer.
	sc := t.shownScore(p)
	// The chip says that a tap shows the board (the ninth review did not
	// find it), as fully as every chip has the room for.
	k := t.chipWords(c, u*1.1, r.W-18)
	name := t.chipName(p, k)
	score := t.texts.Cat("", scenes.Itoa(sc), chipTries[k].score)
	if sc == 1 {
		score = t.texts.Cat("", scenes.Itoa(sc), strings.TrimSuffix(chipTries[k].score, "s"))
	}
	pw, _ := c.App.Text.Measure(score, u*1.1, true)
	c.Bold(fit(c, name, u*1.1, r.W-pw-18), x, y, u*1.1, col, scenes.Left)
	c.Bold(score, r.X+r.W-6, y, u*1.1, colGold, scenes.Right)
	y += u * 1.4
	if line := t.turnLine(c, p, u, r.W-12); line != "" {
		c.Text(line, x, y, u, scenes.ColText, scenes.Left)
		if r.H < u*6 {
			return
		}
		y += u * 1.3
	}
	if r.H < u*6 {
		n := major(bd)
		line := t.texts.Cat(t.texts.Cat("", scenes.Itoa(n), plural(n, " artifact", " artifacts")), " · hibernation ", t.texts.Cat("", scenes.Itoa(bd.Hibernation), "/5"))
		if w, _ := c.Measure(line, u); w > r.W-12 {
			line = t.texts.Cat(t.texts.Cat("", scenes.Itoa(n), plural(n, " artifact", " artifacts")), " · hib. ", t.texts.Cat("", scenes.Itoa(bd.Hibernation), "/5"))
		}
		c.Text(fit(c, line, u, r.W-12), x, y, u, scenes.ColText, scenes.Left)
		return
	}
	if r.H >= u*6 {
		c.Text(t.texts.Cat("hib ", scenes.Itoa(bd.Hibernation), "/5"), r.X+r.W-6, y, u, scenes.ColDim, scenes.Right)
		hw, _ := c.Measure("hib 0/5", u)
		c.Text(fit(c, rv.TribeOf(bd.Tribe).Name, u, r.W-hw-20), x, y, u, scenes.ColDim, scenes.Left)
		y += u * 1.3
	}
	// Resources and energy, each an icon and its count.
	is := u
	cw := (r.W - 12) / 5
	for i := 0; i <= rv.Resources; i++ {
		cx := x + float64(i)*cw
		icon, n := sr.IconGear+i, 0
		if i < rv.Resources {
			n = bd.Resources[i]
		} else {
			icon, n = sr.IconEnergy, bd.Energy
		}
		c.ImageIn(t.cache.Icon(icon, float64(c.Px(is))), scenes.Rect{X: cx, Y: y, W: is, H: is}, 1)
		c.Symbol("resource", is)
		c.Bold(scenes.Itoa(n), cx+is+2, y, u, scenes.ColText, scenes.Left)
	}
	y += is + 4
	if r.H < u*6 {
		return
	}
	bw := r.W - 12
	for tr := 0; tr < rv.Tracks; tr++ {
		tc := sr.Colour(rv.Colour(tr))
		c.Rect(scenes.Rect{X: x, Y: y, W: bw, H: u * 0.4}, sprites.Shade(tc, -0.6))
		c.Rect(scenes.Rect{X: x, Y: y, W: bw * float64(bd.Tracks[tr]) / rv.TrackLength, H: u * 0.4}, tc)
		y += u*0.4 + 2
	}
	y += 2
	if y+u <= r.Y+r.H {
		t.drawRelics(c, bd, scenes.Rect{X: x, Y: y, W: r.W - 12, H: u}, u)
	}
}

// chipTries are the words of a chip's first line after the seat's name
// and its score, the fullest first.
var chipTries = [...]struct{ name, score string }{
	{"'s board · tap ›", " points"}, {" · tap ›", " points"}, {" · tap ›", " pts"}, {" ›", " pts"}, {"", " pts"},
}

// chipName is the first words of seat p's chip with chipTries[k]: the
// viewer's own chip says "Your board", so that while another seat's board
// is shown large the way back to one's own reads at once (the eighteenth
// review).
func (t *Table) chipName(p, k int) string {
	if p == int(t.Viewer) {
		return ownChip[k]
	}
	return t.texts.Cat(t.Names[p], chipTries[k].name, "")
}

// ownChip are the first words of the viewer's own chip, as chipTries.
var ownChip = [len(chipTries)]string{"Your board · tap ›", "Your board ›", "Your board ›", "You ›", "You"}

// chipWords is the fullest of chipTries whose words fit every chip's
// first line, w wide at size u, so that the chips read alike.
func (t *Table) chipWords(c *scenes.Canvas, u, w float64) int {
	for k, try := range chipTries {
		fits := true
		for p := 0; p < t.Seats && fits; p++ {
			if p == int(t.focus) {
				continue
			}
			pw, _ := c.App.Text.Measure(t.texts.Cat("", scenes.Itoa(t.shownScore(p)), try.score), u, true)
			nw, _ := c.App.Text.Measure(t.chipName(p, k), u, true)
			fits = nw+pw <= w
		}
		if fits {
			return k
		}
	}
	return len(chipTries) - 1
}

// scoreHead words seat p's score in the head of its board: one figure,
// every line of the final scoring counted as things stand, the figure
// the seat list shows; the head's tooltip breaks it down.
func (t *Table) scoreHead(p int) string {
	sc := t.shownScore(p)
	return t.texts.Cat("", scenes.Itoa(sc), plural(sc, " point", " points"))
}

// shownScore is seat p's score as the seat list shows it this frame: it
// counts up to the view's after a move, and the board's figures count
// with it rather than run ahead of it (the eighth review).
func (t *Table) shownScore(p int) int {
	if f := t.Frame; f != nil && p < len(f.Scores) {
		return f.Scores[p]
	}
	return t.view.Score(rules.Seat(p))
}

// shortLines name the lines of the rules' Breakdown, in its order, in a
// word or two for the score's tooltip.
var shortLines = [...]string{"points track", "progress", "machine bonus", "scoring card", "technologies", "large locations", "small artifacts", "resources", "end tile"}

// scoreBreakdown words what makes seat p's score now: each line of the
// final scoring that counts, as "points track 3 · technologies 5".
func (t *Table) scoreBreakdown(p int) string {
	out := ""
	for i, l := range t.view.Breakdown(rules.Seat(p)) {
		if l.Points == 0 || i >= len(shortLines) {
			continue
		}
		if out != "" {
			out += " · "
		}
		out += shortLines[i] + " " + scenes.Itoa(l.Points)
		if hs := rv.StartPoints(p); i == 0 && hs > 0 {
			// Said where the points are, from the first frame on.
			if hs == l.Points {
				out += " (the head start of the " + ordinals[p] + " seat)"
			} else {
				out += " (" + scenes.Itoa(hs) + " of them the head start of the " + ordinals[p] + " seat)"
			}
		}
	}
	if out == "" {
		return "nothing scored yet"
	}
	return out
}

// resWords name the resources under their counts on the board.
var resWords = [rv.Resources]string{"gear", "book", "food", "crystal"}

// drawHeading writes heading h of board b: its name, and after it, dim,
// a line saying what the section is for when it fits.
func (t *Table) drawHeading(c *scenes.Canvas, b *boardLayout, h int, name, line string) {
	r := b.heads[h]
	if r.W <= 0 {
		return
	}
	s := b.at(0.9)
	y := r.Y + r.H/2 - s*0.55
	nw, _ := c.App.Text.Measure(name, s, true)
	lw, _ := c.Measure(line, s)
	room := r.W - nw - 14
	w := nw
	if line != "" && lw <= room {
		w = nw + 12 + lw
	}
	// A plate under the words: the glow of the places under the heading
	// runs behind them, never across them (the fifth review's newcomer
	// pass read "Card slots" through the slots' glow).
	c.RoundRect(scenes.Rect{X: r.X, Y: y - 1, W: w + 6, H: s*1.2 + 2}, 3, colPlate)
	c.Bold(name, r.X+2, y, s, colGold, scenes.Left)
	if line != "" && lw <= room {
		c.Text(line, r.X+nw+14, y, s, scenes.ColDim, scenes.Left)
	}
}

// drawTechMeeple draws the meeple taken from technology r in the wider
// of its free stretches, clear of its costs, points and effects; where
// neither has the room, small on the cell's corner.
func (t *Table) drawTechMeeple(c *scenes.Canvas, col color.RGBA, r scenes.Rect, free [2]scenes.Rect) {
	f := free[0]
	if free[1].W > f.W {
		f = free[1]
	}
	ms := min(f.W-4, f.H*0.95, r.H*0.7)
	x, y := f.X+f.W/2, f.Y+f.H/2
	if ms < max(t.lay.li, r.H*0.25) {
		ms = r.H * 0.45
		x, y = r.X+r.W-ms*0.35, r.Y+r.H-ms*0.35
	}
	c.ImageIn(t.cache.Meeple(col, float64(c.Px(ms))), scenes.Rect{X: x - ms/2, Y: y - ms/2, W: ms, H: ms}, 1)
	if techMeeple != nil {
		techMeeple(scenes.Rect{X: x - ms/2, Y: y - ms/2, W: ms, H: ms}, free)
	}
}

// techMeeple, when set (by a test), is told of every meeple drawn on a
// technology and the free stretches of its cell.
var techMeeple func(at scenes.Rect, free [2]scenes.Rect)

// techIconSize is the size of the icons of a technology in cell r: two
// lines of them, as large as the cell holds apart, no larger than
// techIcon or half as large again as the least legible text lu.
func techIconSize(r scenes.Rect, lu float64) float64 { return min(max(techIcon, lu*1.75), (r.H-4)/2) }

// countScale is how much larger than the board's text its rule-carrying
// counts and figures are drawn: resources, progress, costs.
const countScale = 1.2

// techIcon is the largest size of a technology's costs and effects.
const techIcon = 22.0

// colTechCost is the red of a technology's cost: lighter than the kit's, to
// read on a dark cell.
var colTechCost = color.RGBA{0xff, 0x94, 0x84, 0xff}

// colCrate is the wood of a crate drawn as a plate under what it gives.
var colCrate = color.RGBA{0x8a, 0x5a, 0x2e, 0xff}

// colPlate is the plate under a heading or a label drawn over the glow of
// lit places: the board's own colour, opaque.
var colPlate = color.RGBA{0x24, 0x1d, 0x16, 0xff}

// plural returns one when n is 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// drawMinor draws a minor artifact in r: a grey gem.
func drawMinor(c *scenes.Canvas, r scenes.Rect) {
	x, y := r.Center()
	s := r.W / 2
	c.Circle(x, y, s*0.8, colBorder)
	c.Circle(x, y, s*0.55, sprites.Shade(colBorder, 0.4))
}
