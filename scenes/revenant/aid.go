package revenant

import (
	"image/color"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/table"
	"starboard/sprites"
	sr "starboard/sprites/revenant"
)

var (
	_ table.Sheeted   = (*Table)(nil)
	_ table.Headliner = (*Table)(nil)
	_ table.Rival     = (*Table)(nil)
)

// Headline says, in solo, whether the player beat the Corrupted Crew and
// by how much; at a table of several it leaves the kit's naming of the
// winners.
func (t *Table) Headline(view rules.Game) string {
	v := view.(*rr.State)
	if !v.Solo() {
		return ""
	}
	me, crew := v.Score(0), v.AutomaScore()
	score := t.texts.Cat(scenes.Itoa(me), " to ", scenes.Itoa(crew))
	if me > crew {
		return t.texts.Cat("You beat the Corrupted Crew, ", score, "")
	}
	return t.texts.Cat("The Corrupted Crew wins, ", scenes.Itoa(crew), t.texts.Cat(" to ", scenes.Itoa(me), ""))
}

// Rival is the Corrupted Crew of a solo game, with the score to beat.
func (t *Table) Rival(view rules.Game) (name string, score int, line string) {
	v := view.(*rr.State)
	if !v.Solo() {
		return "", 0, ""
	}
	score = v.AutomaScore()
	return "Corrupted Crew", score, "Corrupted Crew to beat: " + scenes.Itoa(score)
}

// SheetLabel names the player aid's button.
func (t *Table) SheetLabel() string { return "Player aid" }

// aidRounds is the round's order, as the aid lists it.
var aidRounds = []string{
	"Sonar: a Hyperjump's Sonar card places Voidborn, Planets, Rifts; else each Rift spawns by the Spawn die. Draw Improvement cards by Captain level.",
	"Action: three turns each. Place a figure (Influence +1 with a House ship's House), move a small ship before or after its action, then one bonus action.",
	"Recall: figures home; the Tactics leader names the first player.",
	"Breach: Sector 1 to 8, each Voidborn a Damage (less Absorbers), the nearest Frigate assigns it; a Rift with Voidborn corrupts a ship.",
	"Hyperjump, if enabled: the map is cleared, Tactics 8+ and 11+ give rewards, Tactics drop to the Captain's floor.",
}

// aidScoring is the end of the game's scoring, as the aid lists it.
var aidScoring = "Score: (Influence + Hidden Influence) × Power for each House · 6 VP per agenda objective · 2 per Equipment and Training · 1 per Support · 1 per Captain level gained · 1 per 4 Resources · −2 per Corruption. Ties: Tactics. The score by each name counts what is public so far: a Corruption's −2 at once (a score below 0 is one), Hidden Influence and a hidden agenda only at the end."

// aidKeys explain the symbols of the board, in the order the aid draws
// them (see drawKeyIcon).
var aidKeys = [...]string{
	"Arkship: 6 Damage spaces; its place gives two actions of its House.",
	"Fighter: 1 Damage space; attacks a Voidborn, may move a Sector.",
	"Dropship: 1 Damage space; lands on a Planet, may move a Sector.",
	"Civilian ship: no Damage space; the first Damage destroys it.",
	"Damage: counted in the red box by a ship's name. One past its last space destroys the ship and lowers its House's Power.",
	"Corrupted ship: a violet chip, a violet Corruption 1 (or 1) after its words, its drawing cracked. A Crew placed on it gains a Corruption.",
	"Landed on the Planet of its Sector (green keel).",
	"Crew figures in the seat's colour: Captain, Cadet 1, Cadet 2; violet: the Corrupted Crew.",
	"Frigate in the seat's colour; the nearest one assigns a Breach's Damage.",
	"Voidborn on a Sector: each deals a Damage in the Breach. Violet ring: a Rift that spawns them.",
	"Absorbers: each takes one Damage of the Breach. Blue cube: Discovery Data on a Planet.",
	"Influence marker of a seat on a House's track (none at 0); gold-framed space: a reward still to take; +n: your Hidden Influence.",
	"Compartment: a dot is a stored Resource (E yellow, M brown, S blue, N violet), a square is free; Corrupted blocks them and its bonus.",
	"Locked Resources (+2 and a padlock): tokens a Corruption left without a slot, until one is removed.",
	"Words on a ship: what a Crew placed there does (an Arkship's two in short: see The Houses).",
}

// DrawSheet draws the player aid: a key to every symbol of the board,
// drawn with the board's art, then the Houses with their Arkship actions
// and rewards, the round and the scoring. A tall screen stacks the two.
func (t *Table) DrawSheet(c *scenes.Canvas, area scenes.Rect) {
	w := min(area.W-40, 1160.0)
	r := scenes.Rect{X: area.X + (area.W-w)/2, Y: area.Y + 20, W: w, H: area.H - 40}
	paged := c.Scale < 0.75 && area.H <= area.W*1.1
	if paged {
		r.Y, r.H = area.Y+6, area.H-12 // the room of two lines a key
	}
	c.RoundRect(r, 12, color.RGBA{0x1b, 0x16, 0x30, 0xf8})
	c.RoundRectStroke(r, 12, 2, sr.Palette.Accent)
	in := r.Inset(16)
	t.aidTurn = scenes.Rect{}
	if paged {
		// A small window: the key and the rules on two pages, each
		// the whole sheet, their texts legible (about 10 px on one).
		in = r.Inset(12)
		body := in
		body.H -= 52
		t.aidTurn = scenes.Rect{X: in.X + in.W - 520, Y: in.Y + in.H - 46, W: 520, H: 46}
		label := "More: the Houses, a round, the score ›"
		if t.aidPage == 0 {
			t.drawKey(c, body)
		} else {
			t.drawRules(c, body)
			label = "‹ Back: what the board shows"
		}
		c.RoundRect(t.aidTurn, 10, scenes.ColPanelHi)
		c.RoundRectStroke(t.aidTurn, 10, 2, sr.Palette.Accent)
		ls := c.AtLeast(20)
		c.Bold(label, t.aidTurn.X+t.aidTurn.W/2, t.aidTurn.Y+(t.aidTurn.H-ls)/2, ls, scenes.ColText, scenes.Center)
		hs := c.AtLeast(14)
		c.Text("Tap elsewhere to close", in.X, t.aidTurn.Y+(t.aidTurn.H-hs)/2, hs, scenes.ColDim, scenes.Left)
		return
	}
	keys, rest := in, in
	if in.H > in.W*1.1 {
		keys.H = in.H * 0.5
		rest.Y, rest.H = in.Y+keys.H+12, in.H-keys.H-12
	} else {
		keys.W = in.W*0.5 - 10
		rest.X, rest.W = in.X+keys.W+20, in.W-keys.W-20
	}
	t.drawKey(c, keys)
	t.drawRules(c, rest)
}

// SheetTapped turns the aid's page when the tap at x, y is on its button
// (a small window's aid has two pages).
func (t *Table) SheetTapped(x, y float64) bool {
	if !t.aidTurn.Contains(x, y) {
		return false
	}
	t.aidPage = 1 - t.aidPage
	return true
}

// drawKey draws the key to the board's symbols in r.
func (t *Table) drawKey(c *scenes.Canvas, r scenes.Rect) {
	ts := min(20, max(14, r.H/34))
	ts = max(ts, min(28, c.AtLeast(ts*0.85)/0.85)) // the lines legible
	c.Bold("What the board shows", r.X, r.Y, ts*1.15, scenes.ColText, scenes.Left)
	y := r.Y + ts*1.8
	rowH := (r.Y + r.H - y) / float64(len(aidKeys))
	iw := min(rowH*2.4, r.W*0.3)
	for i, text := range aidKeys {
		icon := scenes.Rect{X: r.X, Y: y + 2, W: iw, H: rowH - 4}
		t.drawKeyIcon(c, i, icon)
		tx := r.X + iw + 12
		size := fitParagraph(c, text, ts*0.85, r.X+r.W-tx, rowH-2)
		c.Paragraph(text, tx, y+1, size, r.X+r.W-tx, scenes.ColText)
		y += rowH
	}
}

// drawKeyIcon draws the symbol of the aid's key line i in r.
func (t *Table) drawKeyIcon(c *scenes.Canvas, i int, r scenes.Rect) {
	ship := func(k, h int, corrupt bool, damage int) scenes.Rect {
		ah := min(r.H, r.W/sr.ShipAspect)
		a := scenes.Rect{X: r.X, Y: r.Y + (r.H-ah)/2, W: ah * sr.ShipAspect, H: ah}
		t.drawHull(c, k, h, corrupt, damage, a)
		return a
	}
	cy := r.Y + r.H/2
	rad := min(r.H*0.32, 12)
	switch i {
	case 0, 1, 2, 3:
		ship(i, [4]int{rr.Fenrax, rr.Belitan, rr.Zenor, rr.Novaris}[i], false, 0)
	case 4:
		a := ship(rr.Arkship, rr.Shiveus, false, 2)
		damageMark(c, 2, min(r.X+r.W, a.X+a.W+rad*2.2), cy-rad, rad*2)
	case 5:
		a := ship(rr.Dropship, rr.Yarvek, true, 0)
		c.RoundRectStroke(a.Inset(-2), 5, 2.5, sr.Corruption)
		corruptionMark(c, "1", min(r.X+r.W, a.X+a.W+rad*2.2), cy-rad, rad*2)
	case 6:
		a := ship(rr.Dropship, rr.Belitan, false, 0)
		c.RoundRect(scenes.Rect{X: a.X + a.W*0.15, Y: a.Y + a.H - 2, W: a.W * 0.7, H: 3}, 1.5, colPlanet)
	case 7:
		seat := max(t.Viewer, 0)
		for k := 0; k < 3; k++ {
			t.drawFigure(c, seat, k, r.X+rad+1+float64(k)*(rad*2+4), cy, rad)
		}
		t.drawFigure(c, rules.NoSeat, 0, r.X+rad+1+3*(rad*2+4), cy, rad)
	case 8:
		ah := min(r.H, r.W/sr.ShipAspect)
		c.ImageIn(t.shipImage(artKind, 0, false, t.seatCol(max(t.Viewer, 0)), c.Px(ah)), scenes.Rect{X: r.X, Y: r.Y + (r.H-ah)/2, W: ah * sr.ShipAspect, H: ah}, 1)
	case 9:
		for k := 0; k < 2; k++ {
			x := r.X + rad + float64(k)*(rad*2+3)
			c.Circle(x, cy, rad, sr.Voidborn)
			c.Circle(x, cy, rad*0.4, colInk)
		}
		c.Ring(r.X+rad*5+8, cy, rad*0.9, 2.5, colRift)
		c.Circle(r.X+rad*5+8, cy, rad*0.3, colRift)
	case 10:
		c.RoundRect(scenes.Rect{X: r.X, Y: cy - rad, W: rad * 3, H: rad * 2}, 3, sr.Absorber)
		c.Bold("1", r.X+rad*1.5, cy-rad, rad*1.8, colInk, scenes.Center)
		c.Rect(scenes.Rect{X: r.X + rad*4, Y: cy - rad*0.8, W: rad * 1.6, H: rad * 1.6}, sr.DataCube)
	case 11:
		t.seatMarker(c, max(t.Viewer, 0), r.X+rad, cy, rad)
		c.Circle(r.X+rad*3, cy-rad*0.5, 3, colGold)
		c.Bold("+1", r.X+rad*4, cy-rad, rad*1.8, t.seatCol(max(t.Viewer, 0)), scenes.Left)
	case 12:
		// A Compartment's two slots, one holding a token.
		b := scenes.Rect{X: r.X, Y: r.Y, W: min(r.W, r.H*2.6), H: r.H}
		c.RoundRect(b, 5, color.RGBA{0x22, 0x30, 0x48, 0xff})
		sq := min(b.H*0.55, (b.W-10)/2)
		t.drawCompSlots(c, b.X+b.W/2-sq-2, b.Y+(b.H-sq)/2, sq, [2]int{rr.Science, -1})
	case 13:
		b := scenes.Rect{X: r.X, Y: r.Y, W: min(r.W, r.H*2.6), H: r.H}
		c.RoundRect(b, 5, sprites.Shade(sr.ResourceColor(rr.Energy), -0.6))
		ks := min(rad*1.6, b.H*0.7)
		c.Text("+2", b.X+b.W-ks*0.8-8, b.Y+(b.H-ks)/2, ks, colLocked, scenes.Right)
		drawPadlock(c, b.X+b.W-ks*0.8-5, b.Y+(b.H-ks)/2+ks*0.08, ks*0.8, ks, colLocked)
	case 14:
		b := scenes.Rect{X: r.X, Y: r.Y, W: min(r.W, r.H*2.6), H: r.H}
		c.RoundRect(b, 5, colPlate)
		c.Text("Attack", b.X+4, b.Y+(b.H-rad*1.4)/2, fitLine(c, "Attack", rad*1.4, b.W-8), colActWord, scenes.Left)
	}
}

// drawRules draws the Houses, the round and the scoring in r.
func (t *Table) drawRules(c *scenes.Canvas, r scenes.Rect) {
	ts := max(20, min(28, c.AtLeast(17)/0.85)) // the lines legible where they fit
	for ts > 11 && rulesHeight(c, ts, r.W) > r.H {
		ts -= 0.5
	}
	x, y := r.X, r.Y
	c.Bold("The Houses: Arkship actions · reward at 2, 5, 8", x, y, ts*1.15, scenes.ColText, scenes.Left)
	y += ts * 1.8
	rowH := ts * 2.5
	for h := 0; h < rr.NumHouses; h++ {
		acts := rr.ArkActions(h)
		ah := rowH * 0.7
		t.drawHull(c, rr.Arkship, h, false, 0, scenes.Rect{X: x, Y: y + (rowH-ah)/2 - 2, W: ah * sr.ShipAspect, H: ah})
		tx := x + ah*sr.ShipAspect + 8
		c.Bold(rr.HouseNames[h], tx, y, ts, sr.HouseColor(h), scenes.Left)
		c.Text(rr.RewardNames[rr.HouseReward(h)], r.X+r.W, y, ts*0.85, colGold, scenes.Right)
		line := t.texts.Cat(actionLabels[acts[0]], " · ", actionLabels[acts[1]])
		c.Text(line, tx, y+ts*1.15, ts*0.85, scenes.ColText, scenes.Left)
		// The words a ship's chip shows, after the full ones.
		lw, _ := c.Measure(line, ts*0.85)
		c.Text(t.texts.Cat("(", actionShort[acts[0]], t.texts.Cat(" · ", actionShort[acts[1]], ")")), tx+lw+8, y+ts*1.15, ts*0.85, colActWord, scenes.Left)
		y += rowH
	}
	y += ts * 0.5
	c.Bold("A round", x, y, ts*1.15, scenes.ColText, scenes.Left)
	y += ts * 1.7
	for _, line := range aidRounds {
		y += c.Paragraph(line, x, y, ts*0.85, r.W, scenes.ColText) + ts*0.35
	}
	y += ts * 0.5
	c.Paragraph(aidScoring, x, y, ts*0.85, r.W, colGold)
}

// rulesHeight is about the height drawRules takes at size ts within
// width w.
func rulesHeight(c *scenes.Canvas, ts, w float64) float64 {
	h := ts*1.8 + float64(rr.NumHouses)*ts*2.5 + ts*2.7
	for _, line := range aidRounds {
		h += float64(c.WrappedLines(line, ts*0.85, w))*ts*0.85*1.3 + ts*0.35
	}
	return h + float64(c.WrappedLines(aidScoring, ts*0.85, w))*ts*0.85*1.3
}

// agendaZoom returns the large view of seat's Hidden Agenda, when the
// viewer may read it.
func (t *Table) agendaZoom() *scenes.CardView {
	p := t.shown()
	agenda, shown := t.view.Agenda(p)
	if agenda < 0 || !shown && p != t.Viewer {
		return nil
	}
	cv := scenes.NewCardView(2000+agenda, 320, 190, func(c *scenes.Canvas, w, h float64, _ bool) {
		r := scenes.Rect{W: w, H: h}
		c.RoundRect(r, 10, colPaper)
		ts := h / 10
		name, spec := rr.Agendas[agenda].Name, t.texts.Cat("Hidden Agenda · ", rr.SpecNames[rr.Agendas[agenda].Spec], "")
		ns := fitLine(c, name, ts*1.2, w*0.5)
		c.Bold(name, 12, 8, ns, colInk, scenes.Left)
		c.Text(spec, w-12, 10, fitLine(c, spec, ts*0.8, w*0.5-36), colInk, scenes.Right)
		// The objectives in one size, wrapped to the card, no smaller
		// than agendaPx on screen.
		os := max(t.agendaFit(c, agenda, ts, w-32, h-ts*2.4-8, atLeastPx(c, ts*0.6, agendaPx)), atLeastPx(c, ts*0.6, agendaPx))
		y := ts * 2.4
		for o := 0; o < 3; o++ {
			y += c.Paragraph(t.texts.Cat("6 VP: ", rr.ObjectiveText(agenda, o), ""), 16, y, os, w-32, colInk) + os*0.2
		}
	})
	cv.Node.X, cv.Node.Y = t.lay.info.Center()
	return cv
}
