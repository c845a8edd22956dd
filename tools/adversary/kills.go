package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// partKills kills n play --save sessions with SIGKILL at a random moment,
// then checks the save: absent, or it replays, and play --save resumes it.
// Half the sessions are bots told to move by bots (with --step), half a
// person playing the first legal move over and over against a bot.
func (a *adversary) partKills(t *tally, n int) {
	absent, early := 0, 0
	for i := 0; i < n; i++ {
		ti := a.titles[i%len(a.titles)]
		dir := a.scratch("k")
		file := filepath.Join(dir, "game.json")
		seats, line, step := "bot:random,bot:random", "bots\n", true
		if i%2 == 1 {
			seats, line, step = "human,bot:random", pick(a, "1\n", "legal\n1\n", "2\n1\n"), false
		}
		args := []string{"play", ti.slug, "--seats", seats, "--seed", strconv.FormatUint(a.seed(), 10), "--save", "game.json"}
		if step {
			args = append(args, "--step")
		}
		// From 3 ms to 400 ms, evenly on a log scale.
		delay := time.Duration(3e6 * math.Exp(a.r.Float64()*math.Log(400.0/3)))
		p := proc{args: args, dir: dir, stdin: []byte(strings.Repeat(line, 3) + "..."), exit: -1}
		cmd := exec.Command(a.cli, args...)
		cmd.Dir = dir
		stderr := &capped{max: outputCap}
		cmd.Stdout, cmd.Stderr = io.Discard, stderr
		stdin, err := cmd.StdinPipe()
		if err != nil {
			panic(err)
		}
		t0 := time.Now()
		if err := cmd.Start(); err != nil {
			panic(err)
		}
		t.runs++
		t.items++
		go func() {
			for {
				if _, err := io.WriteString(stdin, line); err != nil {
					return
				}
			}
		}()
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case <-done:
			early++ // it ended by itself: only a crash does, since the input never ends
		case <-time.After(delay):
			cmd.Process.Signal(syscall.SIGKILL)
			select {
			case <-done:
			case <-time.After(a.timeout):
				p.hung = true
			}
		}
		stdin.Close()
		p.took = time.Since(t0)
		p.stderr = stderr.buf.Bytes()
		if cmd.ProcessState != nil {
			p.exit = cmd.ProcessState.ExitCode()
		}
		what := fmt.Sprintf("play %s killed after %s", ti.slug, delay.Round(time.Millisecond))
		if a.crashed(t, &p, what, nil) {
			continue
		}
		if p.exit >= 0 && p.exit != 0 {
			t.other++
			a.failure(t, "exit", &p, fmt.Sprintf("play %s --save exited %d by itself before the kill", ti.slug, p.exit), nil)
			continue
		}
		temps, _ := filepath.Glob(filepath.Join(dir, ".game.json.tmp-*"))
		t.tempLeft += len(temps)
		data, err := os.ReadFile(file)
		if err != nil {
			absent++
			if _, statErr := os.Lstat(file); statErr == nil {
				t.lost++
				a.failure(t, "lost", &p, what+fmt.Sprintf(": the save is there but cannot be read: %v", err), nil)
			}
		} else {
			r := a.run(dir, nil, "replay", "game.json")
			t.runs++
			if a.crashed(t, &r, "replay after "+what, map[string][]byte{"game.json": data}) {
				continue
			}
			if r.exit != 0 {
				t.lost++
				files := map[string][]byte{"game.json": data}
				for _, tmp := range temps {
					files[filepath.Base(tmp)] = readAll(tmp)
				}
				a.failure(t, "lost", &r, what+": the save left does not replay", files)
				continue
			}
		}
		// The killed process left its lock: play --save must take it over
		// and resume the game (or start one, when there was no save).
		rp := a.run(dir, []byte("legal\nquit\n"), "play", ti.slug, "--seats", seats, "--save", "game.json")
		t.runs++
		if a.crashed(t, &rp, "resuming after "+what, map[string][]byte{"game.json": data}) {
			continue
		}
		if rp.exit != 0 {
			t.other++
			a.failure(t, "resume", &rp, what+fmt.Sprintf(": play --save then exited %d", rp.exit), map[string][]byte{"game.json": data})
			continue
		}
		if data != nil && !strings.Contains(string(rp.stdout), "resumed the game") {
			t.lost++
			a.failure(t, "lost", &rp, what+": play --save did not resume the save left", map[string][]byte{"game.json": data})
			continue
		}
		if after := readAll(file); after != nil {
			r := a.run(dir, nil, "replay", "game.json")
			t.runs++
			if !a.crashed(t, &r, "replay after resuming", map[string][]byte{"game.json": after}) && r.exit != 0 {
				t.lost++
				a.failure(t, "lost", &r, what+": after resuming, the save does not replay", map[string][]byte{"game.json": after})
			}
		}
		os.RemoveAll(dir)
	}
	t.notes = append(t.notes, fmt.Sprintf("%d killed before any save existed; %d ended before the kill; %d temporary files .game.json.tmp-* left behind",
		absent, early, t.tempLeft))
}
