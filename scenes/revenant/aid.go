package revenant

import (
	"image/color"

	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/table"
	sr "starboard/sprites/revenant"
)

var (
	_ table.Sheeted   = (*Table)(nil)
	_ table.Headliner = (*Table)(nil)
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
var aidScoring = "Score: (Influence + Hidden Influence) × Power for each House · 6 VP per agenda objective · 2 per Equipment and Training · 1 per Support · 1 per Captain level gained · 1 per 4 Resources · −2 per Corruption. Ties: Tactics."

// DrawSheet draws the player aid: the Houses with their Arkship actions
// and rewards, the round, and the scoring.
func (t *Table) DrawSheet(c *scenes.Canvas, area scenes.Rect) {
	w := min(area.W-40, 900.0)
	r := scenes.Rect{X: area.X + (area.W-w)/2, Y: area.Y + 20, W: w, H: area.H - 40}
	c.RoundRect(r, 12, color.RGBA{0x1b, 0x16, 0x30, 0xf8})
	c.RoundRectStroke(r, 12, 2, sr.Palette.Accent)
	ts := min(16, r.H/34)
	x, y := r.X+16, r.Y+12
	c.Bold("The Great Houses: Arkship actions and the reward at 2, 5 and 8", x, y, ts*1.1, scenes.ColText, scenes.Left)
	y += ts * 1.8
	for h := 0; h < rr.NumHouses; h++ {
		acts := rr.ArkActions(h)
		c.Rect(scenes.Rect{X: x, Y: y + 2, W: 5, H: ts}, sr.HouseColor(h))
		c.Bold(rr.HouseNames[h], x+10, y, ts, sr.HouseColor(h), scenes.Left)
		c.Text(t.texts.Cat(actionLabels[acts[0]], " · ", actionLabels[acts[1]]), x+ts*6, y, ts, scenes.ColText, scenes.Left)
		c.Text(rr.RewardNames[rr.HouseReward(h)], r.X+r.W-16, y, ts, colGold, scenes.Right)
		y += ts * 1.45
	}
	y += ts * 0.6
	c.Bold("A round", x, y, ts*1.1, scenes.ColText, scenes.Left)
	y += ts * 1.6
	for _, line := range aidRounds {
		y += c.Paragraph(line, x, y, ts*0.9, r.W-32, scenes.ColText) + ts*0.35
	}
	y += ts * 0.6
	c.Paragraph(aidScoring, x, y, ts*0.9, r.W-32, colGold)
}

// agendaZoom returns the large view of seat's Hidden Agenda, when the
// viewer may read it.
func (t *Table) agendaZoom() *scenes.CardView {
	p := t.shown()
	agenda, shown := t.view.Agenda(p)
	if agenda < 0 || !shown && p != t.Viewer {
		return nil
	}
	cv := scenes.NewCardView(2000+agenda, 320, 180, func(c *scenes.Canvas, w, h float64, _ bool) {
		r := scenes.Rect{W: w, H: h}
		c.RoundRect(r, 10, colPaper)
		ts := h / 10
		c.Bold(rr.Agendas[agenda].Name, 12, 8, ts*1.2, colInk, scenes.Left)
		c.Text(t.texts.Cat("Hidden Agenda · ", rr.SpecNames[rr.Agendas[agenda].Spec], ""), w-12, 10, ts*0.8, colInk, scenes.Right)
		for o := 0; o < 3; o++ {
			c.Text(t.texts.Cat("6 VP: ", rr.ObjectiveText(agenda, o), ""), 16, ts*2.6+float64(o)*ts*2, ts, colInk, scenes.Left)
		}
	})
	cv.Node.X, cv.Node.Y = t.lay.info.Center()
	return cv
}
