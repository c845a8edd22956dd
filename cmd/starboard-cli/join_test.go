package main

import (
	"bytes"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"starboard/server"
	"starboard/server/servertest"
)

// scriptedSeat is the keyboard and screen of a program that plays a seat
// through join: it answers every "-- your turn" with the first legal move.
type scriptedSeat struct {
	mu    sync.Mutex
	out   bytes.Buffer
	turns chan struct{}
	done  chan struct{}
}

func newScriptedSeat() *scriptedSeat {
	return &scriptedSeat{turns: make(chan struct{}, 1000), done: make(chan struct{})}
}

func (s *scriptedSeat) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for range strings.Count(string(p), "-- your turn") {
		s.turns <- struct{}{}
	}
	return s.out.Write(p)
}

func (s *scriptedSeat) Read(p []byte) (int, error) {
	select {
	case <-s.turns:
		return copy(p, "1\n"), nil
	case <-s.done:
		return 0, io.EOF
	}
}

func (s *scriptedSeat) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.out.String()
}

// TestHostAndJoinPlayAnOnlineTable: host creates a table of Gods on a
// server with two people and a bot and prints each person's join command;
// two programs play the seats through join (one by its code and token,
// one by its link), answering each "-- your turn"
// with a move, and a third watches. All three see every move in order and
// the game's end with its scores.
func TestHostAndJoinPlayAnOnlineTable(t *testing.T) {
	srv := servertest.Start(t, server.Options{})
	code, out, errOut := runCLI(t, "", "host", "gods", "--seats", "human,bot:easy,human", "--names", "Ada,Bot,Cy", "--server", srv.URL)
	if code != 0 {
		t.Fatalf("host: exit %d: %s", code, errOut)
	}
	invites := regexp.MustCompile(`(?m)^(\w+): starboard-cli join (\w+) --token (\S+) --server`).FindAllStringSubmatch(out, -1)
	if len(invites) != 2 || invites[0][1] != "Ada" || invites[1][1] != "Cy" {
		t.Fatalf("host printed:\n%s", out)
	}
	table := invites[0][2]
	seats := []*scriptedSeat{newScriptedSeat(), newScriptedSeat(), newScriptedSeat()}
	var wg sync.WaitGroup
	exits := make([]int, len(seats))
	for i, s := range seats {
		args := []string{"join", table, "--server", srv.URL}
		switch i {
		case 0:
			args = append(args, "--token", invites[i][3])
		case 1: // Cy joins by the link
			link := regexp.MustCompile(`(?m)^Cy's link \(.*\): (\S+)$`).FindStringSubmatch(out)
			if link == nil {
				t.Fatalf("host printed no link for Cy:\n%s", out)
			}
			args = []string{"join", link[1]}
		}
		wg.Go(func() { exits[i] = run(args, s, s, s) })
	}
	wg.Wait()
	moves := regexp.MustCompile(`(?m)^(\d+)\. `)
	for i, s := range seats {
		close(s.done)
		text := s.String()
		if exits[i] != 0 || !strings.Contains(text, "-- the game is over") || !strings.Contains(text, "winner") {
			t.Fatalf("client %d: exit %d, printed:\n%s", i, exits[i], text)
		}
		numbers := moves.FindAllStringSubmatch(text, -1)
		for n, m := range numbers {
			if m[1] != strconv.Itoa(n+1) {
				t.Fatalf("client %d printed move %s where move %d was due", i, m[1], n+1)
			}
		}
		if len(numbers) < 20 {
			t.Errorf("client %d printed %d moves", i, len(numbers))
		}
	}
	mustContain(t, "Ada's join", seats[0].String(), "you play Ada", "-- your turn")
	mustContain(t, "the watcher", seats[2].String(), "you are watching")

	// The finished table's save replays to the same end.
	link := regexp.MustCompile(`the game's save, to replay: (\S+)`).FindStringSubmatch(seats[0].String())
	if link == nil {
		t.Fatal("join did not say where the save is")
	}
	resp, err := http.Get(link[1])
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %s %v", link[1], resp.Status, err)
	}
	file := filepath.Join(t.TempDir(), "online.json")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = runCLI(t, "", "replay", file)
	winners := regexp.MustCompile(`winners: .*`)
	if code != 0 || winners.FindString(out) == "" || winners.FindString(out) != winners.FindString(seats[0].String()) {
		t.Fatalf("replay of the save: exit %d, %s\n%s", code, errOut, out)
	}
}
