package table

import "testing"

// TestBehindCountsLaterMoves: the queue falls behind by the events of the
// moves after the one playing, never by the rest of that move's own.
func TestBehindCountsLaterMoves(t *testing.T) {
	var s Shell[int]
	for k := range 50 {
		s.queue = append(s.queue, item{entry: 0, n: k})
	}
	s.queue = append(s.queue, item{entry: 0, done: true})
	s.head = 1 // the first event of a move of 50 plays
	if got := s.behind(); got != 0 {
		t.Errorf("one move of 50 events, its first playing: behind %d, want 0", got)
	}
	for k := range 20 {
		s.queue = append(s.queue, item{entry: 1, n: k})
	}
	s.queue = append(s.queue, item{entry: 1, done: true})
	if got := s.behind(); got != 21 {
		t.Errorf("a move of 20 events waiting behind it: behind %d, want 21", got)
	}
	s.head = 52 // the second move's first event plays
	if got := s.behind(); got != 0 {
		t.Errorf("the second move playing: behind %d, want 0", got)
	}
	s.head = 0
	if got := s.behind(); got != len(s.queue) {
		t.Errorf("nothing playing yet: behind %d, want the whole queue, %d", got, len(s.queue))
	}
}
