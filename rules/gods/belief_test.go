package gods

import (
	"testing"

	"starboard/rules"
)

// TestDeterminizeReadsPlacements shows that a seat's samples read a
// teammate's placement as the signal it is. Seat 1 puts its Mineral on
// Sand, where the Sand Mineral belongs; seat 2, which never saw its need,
// must mostly guess it is the Sand Mineral, not one time in four as a
// colour-blind deal would. A Mineral put on Sand by an Exchange its maker
// could not read carries no such signal.
func TestDeterminizeReadsPlacements(t *testing.T) {
	sc := blank(t, 3).hand(0, mineral(Sand), water(0), plant(Animal)).hand(1, insect(Plant)).hand(2, insect(Water)).
		bag(mineral(Rock), mineral(Clay), mineral(Ice), animal(Plant, Insect))
	if sc.soilOf("A1") != Sand {
		t.Fatal("the test expects A1 to be Sand")
	}
	sc.play("indicate 1")
	sc.play("designate A")
	sc.play("place 1 A1")
	view := sc.s.View(1)
	if p := view.(*State).board[0][0].P; p.Known() {
		t.Fatalf("seat 2 sees the pawn on A1 as %d, want its need hidden", p)
	}
	const samples = 400
	sandOnA1 := 0
	rng := rules.NewRNG(3)
	for range samples {
		d := view.Clone()
		d.Determinize(1, &rng)
		if d.(*State).board[0][0].P == mineral(Sand) {
			sandOnA1++
		}
	}
	if sandOnA1 < samples*3/4 {
		t.Errorf("seat 2 guessed the Sand Mineral on A1 in %d samples of %d, want most of them", sandOnA1, samples)
	}

	// The same pawn on the same space, put there by nobody who knew it.
	sc.s.board[0][0].Informed = false
	view = sc.s.View(1)
	sandOnA1 = 0
	for range samples {
		d := view.Clone()
		d.Determinize(1, &rng)
		if d.(*State).board[0][0].P == mineral(Sand) {
			sandOnA1++
		}
	}
	if sandOnA1 < samples/8 || sandOnA1 > samples*3/8 {
		t.Errorf("without a signal, seat 2 guessed the Sand Mineral in %d samples of %d, want about one in four", sandOnA1, samples)
	}
}

// TestJudgePlayoutReadsOnlyWhatTheSeatKnows shows the judge of the hard
// level's playouts: an Animal next to a Plant that cannot stand Animals
// spoils continent A, which Evaluate sees in a sample where every need is
// dealt. Seat 0, who put the Plant there, judges the same; seat 1, who never
// saw the Plant's need, cannot tell, and judges A as it would any
// continent with a Plant of unknown need.
func TestJudgePlayoutReadsOnlyWhatTheSeatKnows(t *testing.T) {
	sc := blank(t, 3).hand(0, water(0)).hand(1, water(1)).hand(2, water(2)).
		put("A5", plant(Animal), 0).put("A4", animal(Plant, Insect), 0, 1, 2)
	if !sc.s.Linked(0, 3, 4) {
		t.Fatal("the test expects A4 and A5 linked")
	}
	evaluate := sc.s.Evaluate(1)
	if got := sc.s.JudgePlayout(0); got != evaluate {
		t.Errorf("seat 0 judges %.4f, want Evaluate's %.4f: it knows every need on the board", got, evaluate)
	}
	blind := sc.s.JudgePlayout(1)
	if blind <= evaluate {
		t.Errorf("seat 1 judges %.4f, want more than Evaluate's %.4f: it cannot see the Plant's need", blind, evaluate)
	}
	view := sc.view(1)
	if got := view.Evaluate(1); got != blind {
		t.Errorf("seat 1 judges %.4f, want %.4f, what Evaluate makes of its view", blind, got)
	}
}
