//go:build !js

package main

import (
	"context"
	"errors"
	"flag"
	"log"
	"net"
	"os"
	"path/filepath"
	"sync"

	"starboard/remote"
	"starboard/server"
)

var (
	listenFlag = flag.String("listen", ":8080", "where the server this game starts for Table and phones listens (`host:port`; an empty host: every interface); a busy port falls back to any free one")
	webFlag    = flag.String("web", "", "the browser build that server sends to phones (`DIR`, made by make web; default: wasm/ here, or web/ beside the program)")
)

// localTables reaches servers as remote.Tables does, and starts one in
// this process when the menus ask for a server on this machine
// (scenes.LocalServer): the phones of Table and phones reach it over the
// local network.
type localTables struct {
	remote.Tables
	data string // the server's store

	mu   sync.Mutex
	host *server.Host
	url  string
}

// Local starts the server once and returns the address phones reach.
func (l *localTables) Local(ctx context.Context, phones bool) (string, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.host == nil {
		cfg := server.HostConfig{Listen: *listenFlag, Data: l.data, Web: webDir()}
		h, err := server.StartHost(cfg)
		var busy *net.OpError
		if errors.As(err, &busy) && busy.Op == "listen" {
			host, _, _ := net.SplitHostPort(*listenFlag)
			cfg.Listen = net.JoinHostPort(host, "0")
			h, err = server.StartHost(cfg)
		}
		if err != nil {
			return "", err
		}
		host, _, _ := net.SplitHostPort(cfg.Listen)
		if host == "" || net.ParseIP(host).IsUnspecified() {
			host = server.LANAddress()
		}
		l.host, l.url = h, h.URL(host)
		log.Printf("a Starboard server runs in this game at %s (tables stored in %s; pages: %v)", l.url, l.data, h.Pages)
	}
	if phones && !l.host.Pages {
		return "", errors.New("phones open the game in their browser, and this machine has no browser build to send them: run make web first (or start the game with -web DIR)")
	}
	return l.url, nil
}

// Here returns the address of the server started here, if one was.
func (l *localTables) Here() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.url
}

// Close stops the server, if one was started.
func (l *localTables) Close() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.host != nil {
		l.host.Close()
		l.host = nil
	}
}

// webDir returns the browser build to serve: -web, else wasm/ in the
// working directory (a checkout after make web), else web/ beside the
// program.
func webDir() string {
	if *webFlag != "" {
		return *webFlag
	}
	if _, err := os.Stat(filepath.Join("wasm", "starboard.wasm")); err == nil {
		return "wasm"
	}
	if exe, err := os.Executable(); err == nil {
		return filepath.Join(filepath.Dir(exe), "web")
	}
	return ""
}
