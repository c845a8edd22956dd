package desolated

import (
	"image/color"

	"starboard/scenes"
	"starboard/sprites"
)

// guide is the How to play of Desolated.
var guide = []scenes.GuidePage{
	{Title: "Salvage, build, gain favour",
		Text: "You are Racloirs, scavengers of a ruined galaxy. Gather Material cards, build them into engines, and trade materials to the Arkheins for Influence. Influence buys Insula Landmarks.\n\n" +
			"The game ends after the round in which someone holds a third Landmark, or the Landmarks run out. The most victory points wins.",
		Picture: pictureDesolatedCards},
	{Title: "Your turn",
		Text: "1.  Draw: take up to two Material cards, from the row or the pile, in any mix.\n\n" +
			"2.  Act, once: Upgrade, Trade, Earn, Harvest or Pass.\n\n" +
			"3.  Status: the rows refill. You may store one card under a Landmark with a storage mark, then keep at most seven cards in hand.",
		Picture: pictureDesolatedTurn},
	{Title: "Chains",
		Text: "Upgrade puts a Material card from your hand into your inventory, alone or at the end of a chain whose edge shows the same link symbol.\n\n" +
			"A conversion starts on one side of any card of a chain: pay that side, run along the chain, and gain the opposite side of the card where you stop. Each card converts once a turn.",
		Picture: pictureDesolatedChain},
	{Title: "Trade, Earn, Harvest",
		Text: "Trade: pay an Influence card's material cost with cards from hand (each pays its material value), your tokens and your conversions. Leftover materials become tokens on the other Influence cards, for whoever takes them.\n\n" +
			"Earn: discard Influence cards whose influence covers a Landmark's cost; the rest is lost.\n\n" +
			"Harvest: discard a chained card for its material value in tokens.",
		Picture: pictureDesolatedTrade},
	{Title: "Scoring",
		Text: "When the final round ends, each Racloir has had as many turns as the others. Score the victory points of your face-up Influence cards and Landmarks, and each Landmark's bonus for every time its condition is met.\n\n" +
			"Ties go to the most points on cards, then the most Landmarks, Influence cards, chains, and cards in play.",
		Picture: pictureDesolatedScore},
	{Title: "Playing alone",
		Text: "Nine Landmarks make the pile and you take two actions a turn. Each turn the Landmark row slides one place to the right, and the last one falls into the discard.\n\n" +
			"After each round two Material cards are revealed: you keep both, and they sweep matching cards from the rows. Every discarded Landmark costs you 2 points.",
		Picture: pictureDesolatedSolo},
}

// The colours of the Desolated pictures, until a card is drawn from its art.
var (
	desMaterial  = color.RGBA{0x5a, 0x62, 0x70, 0xff}
	desInfluence = color.RGBA{0x5b, 0x3f, 0x86, 0xff}
	desLandmark  = color.RGBA{0xa0, 0x7a, 0x2c, 0xff}
	desEdge      = color.RGBA{0xd9, 0xd2, 0xc0, 0xff}
)

// card draws a blank card of colour col, w by h, centred on x, y, with a
// caption.
func card(p *scenes.Picture, x, y, w, h float64, col color.RGBA, caption string) {
	s := p.S
	sprites.FillRoundRect(p.Dst, (x-w/2)*s, (y-h/2)*s, w*s, h*s, 10*s, col)
	sprites.StrokeRoundRect(p.Dst, (x-w/2)*s, (y-h/2)*s, w*s, h*s, 10*s, 2*s, desEdge)
	if caption != "" {
		p.Label(caption, x, y-h/2+10, 16, scenes.ColText)
	}
}

// material draws a material card with a value, a conversion and link tabs.
func material(p *scenes.Picture, x, y float64, value, left, right string, links [2]bool) {
	card(p, x, y, 120, 170, desMaterial, "Material")
	p.Label(value, x, y-40, 18, scenes.ColAccent)
	p.Label(left, x, y, 17, scenes.ColText)
	p.Label("or", x, y+20, 15, scenes.ColDim)
	p.Label(right, x, y+40, 17, scenes.ColText)
	s := p.S
	for i, on := range links {
		if !on {
			continue
		}
		ex := x - 60
		if i == 1 {
			ex = x + 60
		}
		sprites.FillCircle(p.Dst, ex*s, y*s, 12*s, scenes.ColAccent)
	}
}

func pictureDesolatedCards(p *scenes.Picture) {
	material(p, 110, 200, "value 1 Hesson", "2 Indicyl", "1 Rubel", [2]bool{false, true})
	card(p, 300, 200, 120, 170, desInfluence, "Influence")
	p.Label("cost: materials", 300, 160, 16, scenes.ColText)
	p.Label("gives: influence", 300, 200, 16, scenes.ColText)
	p.Label("2 VP", 300, 240, 18, scenes.ColAccent)
	card(p, 490, 200, 120, 170, desLandmark, "Landmark")
	p.Label("cost: influence", 490, 160, 16, scenes.ColText)
	p.Label("4 VP", 490, 200, 18, scenes.ColAccent)
	p.Label("+1 per bonus", 490, 240, 16, scenes.ColText)
	p.Arrow(175, 330, 235, 330, scenes.ColAccent)
	p.Arrow(365, 330, 425, 330, scenes.ColAccent)
	p.Label("materials buy influence; influence buys Landmarks", scenes.PictureW/2, 370, 18, scenes.ColText)
}

func pictureDesolatedTurn(p *scenes.Picture) {
	steps := []string{"1  Draw", "2  Act", "3  Status"}
	for i, st := range steps {
		x := 110 + float64(i)*190
		card(p, x, 150, 150, 90, desMaterial, "")
		p.Heading(st, x, 140)
	}
	p.Arrow(190, 150, 225, 150, scenes.ColAccent)
	p.Arrow(380, 150, 415, 150, scenes.ColAccent)
	acts := []string{"Upgrade", "Trade", "Earn", "Harvest", "Pass"}
	for i, a := range acts {
		p.Label(a, 300, 230+float64(i)*30, 18, scenes.ColText)
	}
	p.Label("up to two cards", 110, 215, 16, scenes.ColDim)
	p.Label("refill, store, discard to 7", 490, 215, 16, scenes.ColDim)
}

func pictureDesolatedChain(p *scenes.Picture) {
	material(p, 120, 180, "value 1", "2 Indicyl", "1 Hesson", [2]bool{false, true})
	material(p, 240, 180, "value 1", "1 Hesson", "1 Rubel", [2]bool{true, true})
	material(p, 360, 180, "value 2", "1 Rubel", "2 Kyan", [2]bool{true, false})
	p.Arrow(120, 300, 360, 300, scenes.ColAccent)
	p.Label("pay 2 Indicyl on the first card, gain 2 Kyan from the last", 300, 340, 18, scenes.ColText)
	p.Label("or start and stop anywhere, either way", 300, 370, 16, scenes.ColDim)
}

func pictureDesolatedTrade(p *scenes.Picture) {
	material(p, 110, 170, "value 1 Hesson", "", "", [2]bool{})
	card(p, 300, 170, 120, 170, desInfluence, "Influence")
	p.Label("cost 3 Hesson", 300, 170, 16, scenes.ColText)
	p.Arrow(175, 170, 235, 170, scenes.ColAccent)
	card(p, 490, 170, 120, 170, desLandmark, "Landmark")
	p.Arrow(365, 170, 425, 170, scenes.ColAccent)
	p.Label("Trade", 205, 300, 20, scenes.ColAccent)
	p.Label("Earn", 395, 300, 20, scenes.ColAccent)
	p.Label("leftovers wait on the row for the next buyer", scenes.PictureW/2, 350, 17, scenes.ColText)
}

func pictureDesolatedScore(p *scenes.Picture) {
	card(p, 200, 180, 120, 170, desInfluence, "Influence")
	p.Label("2 VP", 200, 190, 22, scenes.ColAccent)
	card(p, 400, 180, 120, 170, desLandmark, "Landmark")
	p.Label("4 VP", 400, 170, 22, scenes.ColAccent)
	p.Label("+1 each chain", 400, 210, 16, scenes.ColText)
	p.Label("points on cards + bonuses", scenes.PictureW/2, 320, 20, scenes.ColText)
}

func pictureDesolatedSolo(p *scenes.Picture) {
	for i := 0; i < 3; i++ {
		card(p, 150+float64(i)*140, 170, 110, 150, desLandmark, "")
	}
	p.Arrow(150, 280, 430, 280, scenes.ColAccent)
	p.Label("the row slides right; the last falls away: −2 each", scenes.PictureW/2, 320, 18, scenes.ColText)
	p.Label("two actions a turn, nine Landmarks", scenes.PictureW/2, 355, 17, scenes.ColDim)
}
