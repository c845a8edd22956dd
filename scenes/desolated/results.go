package desolated

import (
	"sort"
	"strconv"

	"starboard/rules"
	"starboard/scenes"
)

// tieNames name the tie-breakers, in the rulebook's order.
var tieNames = [5]string{"points on cards", "Landmarks", "Influence cards", "chains", "cards in play"}

// layoutResults places the buttons of the results.
func (t *Table) layoutResults() {
	w, h := t.lay.w, t.lay.h
	t.again.Rect = scenes.Rect{X: w/2 - 250, Y: h - 96, W: 240, H: 64}
	t.toMenu.Rect = scenes.Rect{X: w/2 + 10, Y: h - 96, W: 240, H: 64}
}

// standings lists the seats best first: by score, then the tie-breakers.
func (t *Table) standings() []rules.Seat {
	order := make([]rules.Seat, t.seats)
	for i := range order {
		order[i] = rules.Seat(i)
	}
	key := func(s rules.Seat) [6]int {
		tb := t.view.TieBreak(s)
		return [6]int{t.view.Score(s), tb[0], tb[1], tb[2], tb[3], tb[4]}
	}
	sort.SliceStable(order, func(i, j int) bool {
		a, b := key(order[i]), key(order[j])
		for k := range a {
			if a[k] != b[k] {
				return a[k] > b[k]
			}
		}
		return false
	})
	return order
}

func (t *Table) drawResults(c *scenes.Canvas) {
	t.layoutResults()
	c.Rect(scenes.Rect{W: c.W, H: c.H}, colShade)
	box := scenes.Rect{X: 40, Y: 24, W: c.W - 80, H: c.H - 140}
	scenes.Panel(c, box, "")
	winners := t.view.Winners()
	title := "The game is over"
	if t.view.Solo() {
		title = "Your final score: " + strconv.Itoa(t.view.Score(0)) + " points"
	} else {
		names := ""
		for i := range t.seats {
			if winners.Has(rules.Seat(i)) {
				if names != "" {
					names += " and "
				}
				names += t.m.Seats()[i].Name
			}
		}
		if names != "" {
			title = names + " wins"
		}
	}
	c.Bold(title, box.X+box.W/2, box.Y+16, 32, colGlow, scenes.Center)
	order := t.standings()
	colW := (box.W - 32) / float64(len(order))
	for k, s := range order {
		x := box.X + 16 + float64(k)*colW
		y := box.Y + 70
		r := scenes.Rect{X: x + 4, Y: y, W: colW - 8, H: box.H - 86}
		c.RoundRect(r, 12, scenes.ColPanelHi)
		if winners.Has(s) {
			c.RoundRectStroke(r, 12, 3, colGlow)
		}
		c.Image(t.cache.SeatBadge(t.m.Seats()[s].ColorIndex(int(s)), float64(c.Px(28))), r.X+22, r.Y+24, 1)
		c.Bold(strconv.Itoa(k+1)+".  "+t.m.Seats()[s].Name, r.X+42, r.Y+12, 20, scenes.ColText, scenes.Left)
		c.Bold(strconv.Itoa(t.view.Score(s))+" points", r.X+12, r.Y+44, 24, colGlow, scenes.Left)
		ly := r.Y + 84
		for _, line := range t.view.Breakdown(s) {
			c.Text(scenes.Clip(c, line.Label, 15, r.W-70), r.X+12, ly, 15, scenes.ColText, scenes.Left)
			c.Text(strconv.Itoa(line.Points), r.X+r.W-12, ly, 15, scenes.ColText, scenes.Right)
			ly += 21
		}
		ly += 10
		c.Text("ties broken by", r.X+12, ly, 13, scenes.ColDim, scenes.Left)
		ly += 18
		tb := t.view.TieBreak(s)
		for i, v := range tb {
			c.Text(tieNames[i], r.X+12, ly, 13, scenes.ColDim, scenes.Left)
			c.Text(strconv.Itoa(v), r.X+r.W-12, ly, 13, scenes.ColDim, scenes.Right)
			ly += 17
		}
	}
	t.again.Draw(c)
	t.toMenu.Draw(c)
}

// ResultsShown reports whether the results are on screen.
func (t *Table) ResultsShown() bool { return t.results }
