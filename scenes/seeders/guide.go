package seeders

import (
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/table"
	"starboard/sprites"
	ss "starboard/sprites/seeders"
)

// guide is the How to play of Seeders.
var guide = []scenes.GuidePage{
	{Title: "Design the Daughter Ark",
		Text: "Sereis is dying and its Castes are leaving. Over four game turns you win Ark cards in negotiation, build them into your Ark as Units that host Crews, and earn Prestige points (PP).\n\n" +
			"Each turn: choose your place in the turn order (lowest PP first), take your cards, negotiate in the Wing of Whispers, integrate, and score Prestige. The most PP after turn 4 wins.",
		Picture: pictureCards},
	{Title: "Negotiation",
		Text: "Twelve cards lie in the Chambers of the Wing of Whispers. In turn order, place one of your six Negotiators on a free Spot between two Chambers: it puts its higher number of cubes on one Chamber and the lower on the other.\n\n" +
			"Tap a Negotiator, then the half of a Spot nearer the Chamber that should get the higher number: each half shows the cubes it brings. A Negotiator of the card's Caste brings one more (gold numbers).",
		Picture: pictureNegotiate},
	{Title: "Resolution",
		Text: "When every Spot is taken, the Chambers are settled in order, 1 to 12. The most cubes take the card into hand (the star marks the leader) and send one of their Negotiators there home. A tie discards the card.\n\n" +
			"The Negotiators still on the board grow stronger for the next turn; on turn 4 they score their numbers in PP instead.",
		Picture: pictureResolve},
	{Title: "Integration",
		Text: "Drag a card from your hand onto Recycle to gain the Resources on it, onto the new Unit place of your Ark to build a Unit, or onto one of your Units to recruit a Crew there (two per Unit). Costs are paid from your Resources and Safes.\n\n" +
			"Tap a card's U badge to use its ability; tokens and Safe arrows show on the cards. Keep at most one card, then end Integration.",
		Picture: pictureIntegrate},
	{Title: "Prestige",
		Text: "At the end of each turn you may move Crews between your Units, then every Unit that hosts a Crew scores: Affinity (points per card of a kind), Majority (points for strictly the most of a kind), Safes (a point per Resource) and Hospitals (two per Mutant Crew).\n\n" +
			"The table shows each seat's scores line by line before the next turn begins. Hold any card to read it large.",
		Picture: picturePrestige},
}

// guideTable is a board with no game, to draw the real cards and pieces.
func guideTable() *Table {
	return &Table{Base: table.Base[obj]{Names: []string{"Ada", "Bruno"}, SeatColor: []int{0, 1}}, cache: ss.NewCache(32)}
}

// canvasOf returns a canvas over the picture, in its logical units.
func canvasOf(p *scenes.Picture) *scenes.Canvas {
	return &scenes.Canvas{Dst: p.Dst, Scale: p.S, W: scenes.PictureW, H: scenes.PictureH, App: &scenes.App{Text: p.Text}}
}

// firstOf returns the first card of the named design.
func firstOf(name string) int {
	for id := 0; id < rs.NumCards; id++ {
		if rs.CardOf(id).Name == name {
			return id
		}
	}
	return 0
}

func pictureCards(p *scenes.Picture) {
	t, c := guideTable(), canvasOf(p)
	unit, crew := firstOf("Gene Clinic"), firstOf("Geneticist")
	t.drawCard(c, unit, scenes.Rect{X: 90, Y: 60, W: 170, H: 238}, true)
	t.drawCard(c, crew, scenes.Rect{X: 340, Y: 60, W: 170, H: 238}, true)
	p.Heading("Unit", 175, 22)
	p.Heading("Crew", 425, 22)
	p.Arrow(330, 180, 270, 180, scenes.ColAccent)
	p.Label("A Unit hosts up to two Crews.", scenes.PictureW/2, 320, 18, scenes.ColText)
	p.Label("Cost in Resources on the left, Prestige on the right.", scenes.PictureW/2, 350, 16, scenes.ColDim)
	for k := 0; k < rs.NumCastes; k++ {
		x := 75 + float64(k)*90
		c.ImageIn(t.cache.Glyph(rs.Caste(k), 30*p.S), scenes.Rect{X: x - 15, Y: 380, W: 30, H: 30}, 1)
	}
}

func pictureNegotiate(p *scenes.Picture) {
	t, c := guideTable(), canvasOf(p)
	a, b := firstOf("Foundry"), firstOf("Senate Dome")
	ra := scenes.Rect{X: 60, Y: 80, W: 150, H: 200}
	rb := scenes.Rect{X: 390, Y: 80, W: 150, H: 200}
	t.drawCard(c, a, ra, false)
	t.drawCard(c, b, rb, false)
	spot := scenes.Rect{X: 240, Y: 150, W: 120, H: 60}
	c.RoundRect(spot, 30, sprites.RGB(0x0c181c))
	c.RoundRectStroke(spot.Inset(-3), 30, 4, sprites.RGB(0x7cff9e))
	c.Line(300, 150, 300, 210, 2, sprites.RGB(0x2c5258))
	c.Bold("4", 270, 160, 34, colPP, scenes.Center)
	c.Bold("3", 330, 160, 34, scenes.ColText, scenes.Center)
	disc := t.cache.Disc(rs.Core, sprites.SeatColor(0), 70*p.S)
	c.ImageIn(disc, scenes.Rect{X: 265, Y: 300, W: 70, H: 70}, 1)
	c.Bold("3-1", 300, 372, 18, scenes.ColText, scenes.Center)
	p.Label("the Core Negotiator 3-1: tap the left half", scenes.PictureW/2, 400, 16, scenes.ColDim)
	p.Label("Core card: 3 + 1", 135, 40, 16, colPP)
	p.Label("or the right: 3 here, 1 + 1 there", 465, 40, 16, scenes.ColText)
}

func pictureResolve(p *scenes.Picture) {
	t, c := guideTable(), canvasOf(p)
	for i, name := range []string{"Envoy", "Reactor Deck", "Nurse"} {
		r := scenes.Rect{X: 50 + float64(i)*190, Y: 70, W: 140, H: 190}
		t.drawCard(c, firstOf(name), r, false)
		p.Label("Chamber "+string(rune('1'+i)), r.X+r.W/2, 40, 16, scenes.ColDim)
		counts := [][2]int{{4, 2}, {3, 3}, {1, 5}}[i]
		for s := 0; s < 2; s++ {
			x := r.X + float64(s)*70 + 10
			c.ImageIn(t.cache.Cube(sprites.SeatColor(s), 22*p.S), scenes.Rect{X: x, Y: 270, W: 22, H: 22}, 1)
			c.Bold(string(rune('0'+counts[s])), x+28, 270, 20, scenes.ColText, scenes.Left)
		}
		switch i {
		case 1:
			c.Line(r.X, r.Y, r.X+r.W, r.Y+r.H, 4, scenes.ColBad)
			c.Line(r.X+r.W, r.Y, r.X, r.Y+r.H, 4, scenes.ColBad)
			p.Label("tie: discarded", r.X+r.W/2, 310, 16, scenes.ColBad)
		default:
			c.ImageIn(t.cache.Trophy(26*p.S), scenes.Rect{X: r.X + r.W - 30, Y: r.Y + r.H - 30, W: 26, H: 26}, 1)
			p.Label("most cubes win it", r.X+r.W/2, 310, 16, scenes.ColText)
		}
	}
	p.Label("Settled in order; the winner sends one Negotiator home.", scenes.PictureW/2, 360, 17, scenes.ColText)
}

func pictureIntegrate(p *scenes.Picture) {
	t, c := guideTable(), canvasOf(p)
	hand := scenes.Rect{X: 240, Y: 250, W: 120, H: 168}
	t.drawCard(c, firstOf("Foreman"), hand, false)
	p.Label("your hand", 180, 326, 16, scenes.ColDim) // beside the card, clear of the arrows over it
	unit := scenes.Rect{X: 40, Y: 40, W: 130, H: 80}
	t.drawCard(c, firstOf("Habitat Ring"), unit, false)
	crew := scenes.Rect{X: 45, Y: 124, W: 125, H: 40}
	t.drawCard(c, firstOf("Mechanic"), crew, false)
	c.Circle(crew.X+crew.W-10, crew.Y+10, 8, colPP)
	c.Bold("U", crew.X+crew.W-10, crew.Y+3, 13, colInk, scenes.Center)
	p.Label("a Unit with a Crew", 105, 172, 15, scenes.ColDim)
	nu := scenes.Rect{X: 240, Y: 40, W: 110, H: 124}
	c.RoundRectStroke(nu, 8, 2, colBorder)
	p.Label("new Unit", 295, 90, 16, scenes.ColDim)
	rb := scenes.Rect{X: 430, Y: 40, W: 130, H: 90}
	c.RoundRect(rb, 8, sprites.RGB(0x16261e))
	c.RoundRectStroke(rb, 8, 2, colGem)
	c.ImageIn(t.cache.Gem(28*p.S), scenes.Rect{X: rb.X + 51, Y: rb.Y + 10, W: 28, H: 28}, 1)
	p.Label("Recycle", rb.X+rb.W/2, rb.Y+48, 17, colGem)
	p.Arrow(270, 245, 160, 160, scenes.ColAccent)
	p.Arrow(300, 245, 298, 172, scenes.ColAccent)
	p.Arrow(340, 250, 470, 140, scenes.ColAccent)
}

func picturePrestige(p *scenes.Picture) {
	t, c := guideTable(), canvasOf(p)
	for i, name := range []string{"Foundry", "Undercity", "Gene Clinic"} {
		t.drawCard(c, firstOf(name), scenes.Rect{X: 40 + float64(i)*185, Y: 40, W: 150, H: 210}, true)
	}
	p.Label("Affinity", 115, 270, 17, scenes.ColText)
	p.Label("Majority, Safe", 300, 270, 17, scenes.ColText)
	p.Label("Hospital", 485, 270, 17, scenes.ColText)
	p.Label("Only Units that host a Crew score.", scenes.PictureW/2, 320, 18, scenes.ColText)
	p.Label("A tie on a Majority scores nobody.", scenes.PictureW/2, 350, 16, scenes.ColDim)
}
