package revive

import (
	"image/color"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
)

// SheetLabel names the button that opens the scoring aid.
func (t *Table) SheetLabel() string { return "Scoring and artifacts" }

var colSheet = color.RGBA{0x1a, 0x14, 0x0e, 0xf4}

// scoringAid is what the end of the game scores, in the rules' order.
var scoringAid = []string{
	"• The points track, and the points of the progress track's filled spaces.",
	"• 2 points per citizen card (starting cards aside) of the colour of each machine track whose last space is unlocked.",
	"• Your secret artifact scoring card: each major artifact scores its colour's category once (at most 8).",
	"• The points of your unlocked technologies, and of each large location with your meeple.",
	"• Minor artifacts, 1 point per 5 resources left (not energy), and the end-game tile (3).",
	"• The game ends when the last major artifact is taken or removed (a fifth hibernation removes one): every other player has one last turn.",
}

// DrawSheet shows how the game scores, the viewer's artifact scoring
// card and the large locations.
func (t *Table) DrawSheet(c *scenes.Canvas, area scenes.Rect) {
	r := area.Inset(max(8, area.W*0.08))
	c.RoundRect(r, 14, colSheet)
	x, y, w := r.X+24, r.Y+20, r.W-48
	c.Bold("How Revive scores", x, y, 24, colGold, scenes.Left)
	y += 40
	for _, line := range scoringAid {
		y += c.Paragraph(line, x, y, 16, w, scenes.ColText) + 8
	}
	y += 8
	if t.view != nil && t.Viewer != rules.NoSeat {
		if sc := t.boards[t.Viewer].Scoring; sc >= 0 {
			c.Bold("Your artifact scoring card", x, y, 18, colGold, scenes.Left)
			y += 28
			cats := rv.ScoringCard(sc)
			for col, cat := range cats {
				drawRelic(c, rv.Colour(col), scenes.Rect{X: x, Y: y, W: 18, H: 18})
				c.Text(cat.String(), x+26, y, 16, scenes.ColText, scenes.Left)
				y += 24
			}
		}
	}
	if t.view != nil {
		y += 8
		for k := 0; k < 4; k++ {
			c.Text(t.texts.Cat(t.large[k].Name, ": ", t.texts.Cat(scenes.Itoa(int(t.large[k].VP)), " points per meeple there", "")), x, y, 16, scenes.ColDim, scenes.Left)
			y += 22
		}
	}
	c.Text("Tap anywhere to go back to the table.", r.X+r.W/2, r.Y+r.H-30, 15, scenes.ColDim, scenes.Center)
}
