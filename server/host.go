package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"starboard/internal/webserve"
)

// HostConfig says how a Host serves.
type HostConfig struct {
	// Listen is the address to serve HTTP and WebSocket on ("host:port";
	// an empty host listens on every interface).
	Listen string
	// Data is the directory of the embedded NATS server's JetStream store.
	Data string
	// NATS, when set, names an external NATS cluster (comma-separated
	// URLs) to keep the tables in instead of an embedded server; Replicas
	// is then the tables' stream's replicas (0 means 1).
	NATS     string
	Replicas int
	// Web is the directory of the browser build served at /; empty or
	// without index.html, none is served.
	Web string
	// Options are the game protocol's (the bots' pace, the expiry …).
	Options Options
}

// Host is a whole Starboard server in this process: an embedded NATS
// with JetStream (or a connection to a cluster), the game protocol and the
// browser build on one address. starboard-server runs one; the game starts
// one for "Table and phones" when no server is named, so that a booth or a
// living room needs no other program.
type Host struct {
	// Port is the port it listens on.
	Port int
	// Pages says whether it serves the browser build that phones open.
	Pages bool

	ns     *natsserver.Server // nil with an external cluster
	nc     *nats.Conn
	http   *http.Server
	cancel context.CancelFunc
}

// StartHost starts a Host as cfg says; Close stops it.
func StartHost(cfg HostConfig) (*Host, error) {
	ln, err := net.Listen("tcp", cfg.Listen)
	if err != nil {
		return nil, err
	}
	h := &Host{Port: ln.Addr().(*net.TCPAddr).Port}
	fail := func(err error) (*Host, error) {
		ln.Close()
		h.Close()
		return nil, err
	}
	urls := cfg.NATS
	if urls == "" {
		if err := os.MkdirAll(cfg.Data, 0o755); err != nil {
			return fail(err)
		}
		if h.ns, err = EmbeddedNATS(cfg.Data, 0); err != nil {
			return fail(err)
		}
		urls = h.ns.ClientURL()
	}
	if h.nc, err = nats.Connect(urls, nats.Name("starboard-server"), nats.MaxReconnects(-1)); err != nil {
		return fail(fmt.Errorf("NATS at %s: %w", urls, err))
	}
	ctx, cancel := context.WithCancel(context.Background())
	h.cancel = cancel
	log, err := OpenLog(ctx, h.nc, max(1, cfg.Replicas))
	if err != nil {
		return fail(err)
	}
	play := NewServer(NewService(log), cfg.Options)
	go play.Run(ctx)
	mux := http.NewServeMux()
	play.Routes(mux)
	if cfg.Web != "" {
		if _, err := os.Stat(filepath.Join(cfg.Web, "index.html")); err == nil {
			mux.Handle("/", webserve.Handler(cfg.Web))
			h.Pages = true
		}
	}
	if !h.Pages {
		mux.HandleFunc("/", noPages)
	}
	h.http = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go h.http.Serve(ln)
	return h, nil
}

// noPages answers a browser at a server without the browser build: a
// seat's link opens nothing here, and the page says what to do instead.
func noPages(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/" {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusNotFound)
	io.WriteString(w, noPagesPage)
}

// noPagesPage is what noPages sends.
const noPagesPage = `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Starboard server</title>
<body style="font: 18px/1.5 sans-serif; max-width: 34em; margin: 3em auto; padding: 0 1em">
<h1>A Starboard server without the browser game</h1>
<p>This server holds tables, but it was started without the browser build, so a seat's link cannot open the game here.</p>
<p>Open Starboard on your device, choose <b>Play online</b>, and type this server's address and your seat's code (it looks like ABC234-KEY567).</p>
<p>Whoever runs the server can add the browser game: <code>make web</code>, then start it with <code>-web wasm</code>.</p>
</body>`

// URL returns the address people reach h at through host (an address of
// this machine, as others on the network know it).
func (h *Host) URL(host string) string {
	return "http://" + net.JoinHostPort(host, strconv.Itoa(h.Port)) + "/"
}

// Close stops serving and the embedded NATS server.
func (h *Host) Close() error {
	var err error
	if h.http != nil {
		shut, done := context.WithTimeout(context.Background(), 5*time.Second)
		err = h.http.Shutdown(shut)
		done()
	}
	if h.cancel != nil {
		h.cancel()
	}
	if h.nc != nil {
		h.nc.Close()
	}
	if h.ns != nil {
		h.ns.Shutdown()
		h.ns.WaitForShutdown()
	}
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	return err
}

// LANAddress returns this machine's address on the local network, the one
// phones on the same network reach: the first IPv4 address of an
// interface that is up and not loopback, private addresses first. With
// none it returns 127.0.0.1.
func LANAddress() string {
	ifaces, err := net.Interfaces()
	if err != nil {
		return "127.0.0.1"
	}
	var public string
	for _, ifc := range ifaces {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := ifc.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			ipn, ok := a.(*net.IPNet)
			if !ok || ipn.IP.To4() == nil || ipn.IP.IsLoopback() || ipn.IP.IsLinkLocalUnicast() {
				continue
			}
			if ipn.IP.IsPrivate() {
				return ipn.IP.String()
			}
			if public == "" {
				public = ipn.IP.String()
			}
		}
	}
	if public != "" {
		return public
	}
	return "127.0.0.1"
}
