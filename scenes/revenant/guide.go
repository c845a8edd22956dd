package revenant

import (
	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/table"
)

// guide is the How to play of Revenant.
var guide = []scenes.GuidePage{
	{Title: "Escort the fleet",
		Text: "The Revenant leads seven Great Houses away from the Voidborn. Over four rounds you place your Crew on their ships, fight, explore Planets and improve your Frigate, while every Breach damages the fleet.\n\n" +
			"At the end each House scores your Influence with it (track plus Hidden Influence cards) times its Power: the number of its ships still flying. Back the Houses that survive.",
		Picture: pictureMap},
	{Title: "Your turn",
		Text: "Each round you take three turns. Tap one of your Crew figures (Captain, Cadet 1, Cadet 2), then a free ship of a House, a Revenant space or your own Frigate.\n\n" +
			"A House ship gives +1 Influence with its House and its action: a Fighter attacks, a Dropship lands on a Planet, an Arkship has two actions of its House. Small ships may move first or after. Then take one bonus action from an uncorrupted Compartment of your Frigate.",
		Picture: pictureTurn},
	{Title: "Influence and Power",
		Text: "The Influence board shows each House's Power and every seat's marker on its track; the first to reach steps 2, 5 and 8 takes the gold reward there. Your secret Hidden Influence cards show as +n beside the House names.\n\n" +
			"The small ships at the right of a row are that House's ships still in the supply, which Deploy can bring in; press and hold them to see them large. Rest the mouse on anything, or press and hold it, for what it is; the Player aid has a key to every symbol.",
		Picture: pictureInfluence},
	{Title: "The Breach",
		Text: "After the Recall, the Voidborn attack Sector by Sector. Each Voidborn deals a Damage, less one per Absorber; the seat whose Frigate is nearest taps the ships that take it. A ship with no Damage space left is destroyed and its House loses Power.\n\n" +
			"Damage with no ship to take it hits the Revenant, and a Rift corrupts a ship where Voidborn remain. Enable the Hyperjump (3 Neutronium) to leave the Voidborn behind.",
		Picture: pictureBreach},
	{Title: "Cards and the Frigate",
		Text: "Drag an Improvement card from your hand onto your Equipment row, onto a Cadet (Training) or onto Support played, and pay its cost; a card of the House of the ship you stand on costs one Resource less.\n\n" +
			"Corruption blocks a Compartment's bonus and its storage, and costs 2 VP at the end. Long-press a Sector or a card to read it large.",
		Picture: pictureCards},
	{Title: "Solo: the Corrupted Crew",
		Text: "Alone, you race the Corrupted Crew. Before each of your turns it reveals a Corrupted House card, moves its marker on the Solo Action grid and places a figure on that ship of the House; its panel explains every step.\n\n" +
			"It gains Influence too, and scores as a rival. Easy, Medium and Hard change its start and, on Hard, its Harbinger corrupts ships.",
		Picture: pictureSolo},
}

// guideTable is a board over a real game, to draw the real pieces.
func guideTable() *Table {
	t := newBoardNamed([]string{"Ada", "Bruno"})
	g, _ := rr.Title.Build(rules.Setup{Seats: 2, Seed: 4})
	t.view = g.(*rr.State)
	t.Prompt = t.view.Prompt()
	t.Viewer, t.focus = 0, 0
	return t
}

// newBoardNamed returns a board for seats with the given names.
func newBoardNamed(names []string) *Table {
	t := &Table{Base: table.Base[obj]{Seats: len(names), Viewer: rules.NoSeat, Names: names}, focus: 0, breach: -1}
	for i := range names {
		t.SeatColor = append(t.SeatColor, i)
	}
	t.hand = scenes.NewHand(handW, handH)
	return t
}

// busiest returns the ring Sector of the game with the most ships.
func (t *Table) busiest() int {
	best, n := 0, -1
	for x := 0; x < rr.NumRing; x++ {
		if k := len(t.view.Line(x, nil)); k > n {
			best, n = x, k
		}
	}
	return best
}

func pictureMap(p *scenes.Picture) {
	t, c := guideTable(), p.Canvas()
	t.lay.mapArea = scenes.Rect{X: 6, Y: 6, W: scenes.PictureW - 12, H: scenes.PictureH - 12}
	t.lay.layMap()
	t.drawMap(c, &t.frameless)
}

func pictureTurn(p *scenes.Picture) {
	t, c := guideTable(), p.Canvas()
	x := t.busiest()
	r := scenes.Rect{X: 40, Y: 40, W: 300, H: 300}
	t.lay.sectors[x] = r
	t.drawSector(c, x, r)
	t.lay.board = scenes.Rect{X: 370, Y: 40, W: 210, H: 300}
	for k := range t.lay.figs {
		t.lay.figs[k] = scenes.Rect{X: 380, Y: 60 + float64(k)*70, W: 190, H: 60}
	}
	t.drawFigures(c, &t.frameless, 0)
	p.Arrow(375, 85, 250, 75, scenes.ColAccent)
	p.Label("tap a figure, then a ship", scenes.PictureW/2, 380, 18, scenes.ColText)
	p.Label("each ship: its House's name, its kind's silhouette, Damage on the hull", scenes.PictureW/2, 405, 15, scenes.ColDim)
}

func pictureInfluence(p *scenes.Picture) {
	t, c := guideTable(), p.Canvas()
	t.lay.influence = scenes.Rect{X: 30, Y: 40, W: 540, H: 7*44 + 20}
	for h := range t.lay.houses {
		t.lay.houses[h] = scenes.Rect{X: 34, Y: 58 + float64(h)*44, W: 532, H: 40}
	}
	t.drawInfluence(c, &t.frameless)
	p.Label("Power", 150, 18, 16, scenes.ColText)
	p.Label("gold spaces: rewards still on the track", 360, 18, 16, scenes.ColDim)
}

func pictureBreach(p *scenes.Picture) {
	t, c := guideTable(), p.Canvas()
	x := t.busiest()
	r := scenes.Rect{X: 150, Y: 30, W: 300, H: 300}
	t.lay.sectors[x] = r
	t.breach = x
	t.drawSector(c, x, r)
	p.Label("Voidborn (top right) attack the line from the right", scenes.PictureW/2, 360, 17, scenes.ColText)
	p.Label("red dots on a hull: Damage · violet ring and cracks: corrupted", scenes.PictureW/2, 390, 16, scenes.ColDim)
}

func pictureCards(p *scenes.Picture) {
	t, c := guideTable(), p.Canvas()
	for i, id := range []int{30, 0, 60} {
		t.drawCard(c, id, scenes.Rect{X: 40 + float64(i)*185, Y: 30, W: 150, H: 210})
	}
	for k := range t.lay.comps {
		r := scenes.Rect{X: 40 + float64(k)*88, Y: 280, W: 82, H: 70}
		t.drawCompartment(c, 0, k, r, [2]int{-1, -1})
	}
	p.Label("Equipment · Training · Support", scenes.PictureW/2, 250, 16, scenes.ColDim)
	p.Label("the six Compartments of the Frigate: one bonus action each", scenes.PictureW/2, 370, 16, scenes.ColText)
}

func pictureSolo(p *scenes.Picture) {
	t, c := newBoardNamed([]string{"Ada"}), p.Canvas()
	g, _ := rr.Title.Build(rules.Setup{Seats: 1, Seed: 4, Options: rules.Options{"automa": "hard"}})
	t.view = g.(*rr.State)
	t.lay.automa = scenes.Rect{X: 60, Y: 60, W: 480, H: 220}
	t.automa = "Corrupted Crew: the marker moves to the Fighter card; the Zenor Fighter is free"
	t.drawAutoma(c)
	p.Label("the card revealed · the Solo Action grid · its last step", scenes.PictureW/2, 320, 16, scenes.ColText)
}
