// Command starboard-server serves online tables (issue 29): the browser
// build at / and the game protocol over WebSocket at /play, with the
// tables' logs in NATS JetStream. By default it starts an embedded NATS
// server with JetStream, storing under --data; --nats uses an external
// NATS cluster instead, which is how several server processes share the
// tables.
//
// Usage:
//
//	starboard-server [--listen 127.0.0.1:8080] [--data ./starboard-data]
//	                 [--nats nats://host:4222,...] [--replicas 3]
//	                 [--web wasm] [--public-url https://example.org]
//	                 [--pace 600ms] [--expire 168h] [--debug 127.0.0.1:6060]
//
// --debug serves Go's profiles (net/http/pprof) at /debug/pprof/ on an
// address of its own, never the public one: make loadtest reads a CPU
// profile there with -profile.
//
// A finished table's save is at /save/CODE, to download and replay.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"starboard/server"
)

func main() {
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "starboard-server:", err)
		os.Exit(1)
	}
}

func run(args []string, stderr *os.File) error {
	fs := flag.NewFlagSet("starboard-server", flag.ContinueOnError)
	listen := fs.String("listen", "127.0.0.1:8080", "address to serve HTTP and WebSocket on")
	data := fs.String("data", "starboard-data", "directory of the embedded NATS server's JetStream store")
	natsURLs := fs.String("nats", "", "comma-separated URLs of an external NATS cluster (instead of the embedded server)")
	replicas := fs.Int("replicas", 1, "JetStream replicas of the tables' stream (3 on a three-node cluster)")
	web := fs.String("web", "wasm", "directory of the browser build to serve at / (make web)")
	public := fs.String("public-url", "", "the address players reach this server at, when a proxy stands in front")
	pace := fs.Duration("pace", 600*time.Millisecond, "how long each bot move is held back so people can follow")
	expire := fs.Duration("expire", 7*24*time.Hour, "how long a table is kept after its last move: an abandoned one, or a finished one for its save")
	debug := fs.String("debug", "", "serve Go's profiles at /debug/pprof/ on this `address` (loopback only)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	logger := slog.New(slog.NewTextHandler(stderr, nil))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	var origins []string
	if *public != "" {
		u, err := url.Parse(*public)
		if err != nil || u.Host == "" {
			return fmt.Errorf("--public-url %q is not an address", *public)
		}
		origins = append(origins, u.Host)
	}
	if *debug != "" {
		if err := serveProfiles(*debug); err != nil {
			return err
		}
	}
	h, err := server.StartHost(server.HostConfig{
		Listen: *listen, Data: filepath.Clean(*data), NATS: *natsURLs, Replicas: *replicas, Web: *web,
		Options: server.Options{Origins: origins, Pace: *pace, Expire: *expire, Logger: logger},
	})
	if err != nil {
		return err
	}
	defer h.Close()
	if *natsURLs == "" {
		logger.Info("embedded NATS with JetStream", "store", *data)
	}
	if !h.Pages {
		logger.Warn("no browser build to serve; run make web", "dir", *web)
	}
	addr := h.URL(listenHost(*listen))
	if *public != "" {
		addr = strings.TrimSuffix(*public, "/") + "/"
	}
	logger.Info("serving", "url", addr)
	<-ctx.Done()
	return nil
}

// listenHost returns the host part of a listening address, as people on
// this machine reach it: loopback when the address names every interface.
func listenHost(listen string) string {
	host, _, _ := net.SplitHostPort(listen)
	if host == "" || net.ParseIP(host).IsUnspecified() {
		return "127.0.0.1"
	}
	return host
}

// serveProfiles serves net/http/pprof's handlers at address, which must be
// on loopback: profiles tell much about the process.
func serveProfiles(address string) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return fmt.Errorf("--debug %q: %w", address, err)
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return fmt.Errorf("--debug %q: profiles are served on loopback only", address)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	ln, err := net.Listen("tcp", address)
	if err != nil {
		return err
	}
	go http.Serve(ln, mux)
	return nil
}
