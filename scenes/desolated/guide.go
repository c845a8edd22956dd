package desolated

import (
	"github.com/hajimehoshi/ebiten/v2"

	dr "starboard/rules/desolated"
	"starboard/scenes"
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
			"A conversion starts on one side of any card of a chain: pay that side, run along the chain, and gain the opposite side of the card where you stop. A card converts again as often as you can pay for it.",
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

// The pictures of the guide are drawn with the table's own card faces and
// art, at the sizes a zoomed card shows, so what the guide shows is what
// the table shows.

// guideFaces renders the cards of one picture; pictures are drawn once and
// cached, so the faces are let go with the picture's pieces.
func guideFaces(p *scenes.Picture) *faces {
	f := newFaces()
	f.text = p.Text
	return f
}

// putCard draws the face of card id of a kind (id < 0: its back), w units
// wide, centred on x, y.
func putCard(p *scenes.Picture, f *faces, kind uint8, id int, x, y, w float64) {
	p.Put(f.render(kind, id, w*p.S, w*cardRatio*p.S), x, y)
}

// putIcon draws an image of art made at size units, centred on x, y.
func putIcon(p *scenes.Picture, img *ebiten.Image, x, y float64) {
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	b := img.Bounds()
	op.GeoM.Translate(x*p.S-float64(b.Dx())/2, y*p.S-float64(b.Dy())/2)
	p.Dst.DrawImage(img, op)
}

// guideCards lists the cards the pictures show: a chain of three base
// Material cards whose touching edges link, an Influence card with points
// and a Landmark with a storage mark.
func guideCards() (chain [3]int, infl, lm int) {
	chain = [3]int{-1, -1, -1}
	base := func(id int) bool {
		c := &dr.Materials[id]
		return c.Kind == dr.BaseCard && c.LeftLink != dr.Wild && c.RightLink != dr.Wild
	}
	for a := range dr.Materials {
		if !base(a) || dr.Materials[a].RightLink == dr.NoLink {
			continue
		}
		for b := range dr.Materials {
			if b == a || !base(b) || dr.Materials[b].LeftLink != dr.Materials[a].RightLink || dr.Materials[b].RightLink == dr.NoLink {
				continue
			}
			for c := range dr.Materials {
				if c != a && c != b && base(c) && dr.Materials[c].LeftLink == dr.Materials[b].RightLink && dr.Materials[c].Type != dr.Materials[a].Type {
					chain = [3]int{a, b, c}
					goto found
				}
			}
		}
	}
found:
	infl, lm = 0, 0
	for id, c := range dr.Influences {
		if !c.Advanced && c.VP > 0 && c.Cost.Units() <= 3 {
			infl = id
			break
		}
	}
	for id, c := range dr.Landmarks {
		if !c.Advanced && c.Storage {
			lm = id
			break
		}
	}
	return chain, infl, lm
}

func pictureDesolatedCards(p *scenes.Picture) {
	f := guideFaces(p)
	chain, infl, lm := guideCards()
	const w, y = 150.0, 200.0
	putCard(p, f, faceMaterial, chain[0], 100, y, w)
	putCard(p, f, faceInfluence, infl, 300, y, w)
	putCard(p, f, faceLandmark, lm, 500, y, w)
	p.Heading("Material", 100, 60)
	p.Heading("Influence", 300, 60)
	p.Heading("Landmark", 500, 60)
	p.Arrow(180, y, 218, y, scenes.ColAccent)
	p.Arrow(380, y, 418, y, scenes.ColAccent)
	p.Label("Materials buy Influence; Influence buys Landmarks.", scenes.PictureW/2, 325, 18, scenes.ColText)
	p.Label("Points: the medals on Influence cards and Landmarks.", scenes.PictureW/2, 355, 16, scenes.ColDim)
}

func pictureDesolatedTurn(p *scenes.Picture) {
	f := guideFaces(p)
	chain, _, lm := guideCards()
	p.Heading("1  Draw", 100, 30)
	p.Heading("2  Act", 300, 30)
	p.Heading("3  Status", 500, 30)
	putCard(p, f, faceMaterial, -1, 70, 160, 90)
	putCard(p, f, faceMaterial, chain[1], 130, 175, 90)
	p.Label("two cards, from", 100, 250, 16, scenes.ColText)
	p.Label("the row or the pile", 100, 272, 16, scenes.ColText)
	for i, a := range []string{"Upgrade", "Trade", "Earn", "Harvest", "Pass"} {
		p.Label(a, 300, 80+float64(i)*34, 19, scenes.ColText)
	}
	p.Label("one of these", 300, 262, 16, scenes.ColDim)
	putCard(p, f, faceLandmark, lm, 500, 160, 100)
	p.Label("rows refill; store", 500, 250, 16, scenes.ColText)
	p.Label("a card; keep 7", 500, 272, 16, scenes.ColText)
	p.Arrow(185, 160, 225, 160, scenes.ColAccent)
	p.Arrow(375, 160, 415, 160, scenes.ColAccent)
	p.Label("Then the next Racloir plays.", scenes.PictureW/2, 330, 18, scenes.ColText)
}

func pictureDesolatedChain(p *scenes.Picture) {
	f := guideFaces(p)
	chain, _, _ := guideCards()
	const w = 140.0
	x0 := scenes.PictureW/2 - w
	for i, id := range chain {
		if id >= 0 {
			putCard(p, f, faceMaterial, id, x0+float64(i)*w, 160, w)
		}
	}
	p.Label("touching edges show the same link symbol", scenes.PictureW/2, 270, 17, scenes.ColText)
	p.Arrow(x0-w*0.3, 310, x0+2*w+w*0.3, 310, scenes.ColAccent)
	p.Label("Pay one side of a card, run along the chain,", scenes.PictureW/2, 335, 17, scenes.ColText)
	p.Label("gain the far side of the card where you stop.", scenes.PictureW/2, 360, 17, scenes.ColText)
	p.Label("A card converts as often as you can pay.", scenes.PictureW/2, 390, 16, scenes.ColDim)
}

func pictureDesolatedTrade(p *scenes.Picture) {
	f := guideFaces(p)
	chain, infl, lm := guideCards()
	const w, y = 130.0, 150.0
	putCard(p, f, faceMaterial, chain[0], 90, y, w)
	putCard(p, f, faceInfluence, infl, 300, y, w)
	putCard(p, f, faceLandmark, lm, 510, y, w)
	p.Arrow(165, y, 225, y, scenes.ColAccent)
	p.Arrow(375, y, 435, y, scenes.ColAccent)
	p.Heading("Trade", 195, y-50)
	p.Heading("Earn", 405, y-50)
	p.Label("pay its materials", 195, 250, 15, scenes.ColDim)
	p.Label("give its influence", 405, 250, 15, scenes.ColDim)
	p.Heading("Harvest", scenes.PictureW/2, 290)
	p.Label("a chained card becomes tokens, as many as its value", scenes.PictureW/2, 322, 17, scenes.ColText)
	m := dr.Materials[chain[0]]
	for k := range int(m.Value) {
		putIcon(p, f.art.Token(m.Type, 44*p.S), scenes.PictureW/2+(float64(k)-float64(m.Value-1)/2)*52, 380)
	}
}

func pictureDesolatedScore(p *scenes.Picture) {
	f := guideFaces(p)
	_, infl, lm := guideCards()
	putCard(p, f, faceInfluence, infl, 180, 175, 150)
	putCard(p, f, faceLandmark, lm, 420, 175, 150)
	p.Label("+", 300, 160, 40, scenes.ColAccent)
	p.Label("Add the medals of your face-up cards", scenes.PictureW/2, 300, 18, scenes.ColText)
	p.Label("and each Landmark's bonus, once per count.", scenes.PictureW/2, 326, 18, scenes.ColText)
	p.Label(dr.Landmarks[lm].BonusText()+".", scenes.PictureW/2, 362, 16, scenes.ColDim)
}

func pictureDesolatedSolo(p *scenes.Picture) {
	f := guideFaces(p)
	for i := range 3 {
		putCard(p, f, faceLandmark, 3+i, 130+float64(i)*150, 150, 120)
	}
	p.Arrow(100, 265, 470, 265, scenes.ColAccent)
	p.Label("−2", 540, 140, 30, scenes.ColAccent)
	p.Arrow(495, 150, 525, 190, scenes.ColAccent)
	p.Label("Each turn the row slides right; the last Landmark", scenes.PictureW/2, 300, 17, scenes.ColText)
	p.Label("falls away and costs you 2 points.", scenes.PictureW/2, 324, 17, scenes.ColText)
	p.Label("Two actions a turn; nine Landmarks in the pile.", scenes.PictureW/2, 360, 16, scenes.ColDim)
}
