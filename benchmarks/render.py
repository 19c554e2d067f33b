"""Render speed and size: `python benchmarks/render.py [--runs N]`.

For Columbiz's mid-game 4-player state and end-of-game state, and IceTowers' 60-tower start, a
mid-game with tall towers and a finished game, prints the median and worst milliseconds per
image (render + PNG encode), the encode alone of the same image, the drawing alone, the image
size and the bytes; for comparison, what a plain RGB PNG encode of the same image costs.
The cached background and sprites are built before timing (that is what a running bot has);
the first, cold render is printed separately.

Then the move pictures of played games, as the bot makes them (the game's frontend `render_move`,
draw and encode, in the game's language), in the order they were played with several games
interleaved, so that whatever a render process keeps from one picture to the next is tested the
way a bot serving many tables uses it: CPU milliseconds per picture, the first time through
(panels of new sizes drawn as they come) and again.

Then the replay (`/<game> replay`): the seconds (wall and CPU, and CPU per 100 logged moves) to
make the animated GIF of a long 4-player Columbiz game and of a whole IceTowers game, its frames
and bytes, under Discord's smallest upload limit (10 MB) and under a tight one that forces fewer
frames.

Last, the bot's render pool (bot/render_pool.py, worker processes) under a steady stream of move
pictures (`--pictures-per-second`, for `--pool-seconds`): how long each picture takes from being
asked for to its PNG, with no replay being made, and with a long Columbiz replay asked for every
second, drawn in the move pictures' lane or in the replay lane of its own.
"""

from __future__ import annotations

import argparse
import asyncio
import io
import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import PIL  # noqa: E402

import render  # noqa: E402
from render.columbiz import samples  # noqa: E402
from render.icetowers import samples as ice_samples  # noqa: E402


def measure(draw, encode, runs: int) -> dict[str, list[float]]:
    """Per run: draw (render without encoding), encode (the game's encode of that image),
    total, and the CPU time of the whole (what a shared, busy machine changes least)."""
    out: dict[str, list[float]] = {"total": [], "draw": [], "encode": [], "cpu": []}
    for _ in range(runs):
        c0 = time.process_time()
        t0 = time.perf_counter()
        img = draw()
        t1 = time.perf_counter()
        encode(img)
        t2 = time.perf_counter()
        out["cpu"].append((time.process_time() - c0) * 1000)
        out["draw"].append((t1 - t0) * 1000)
        out["encode"].append((t2 - t1) * 1000)
        out["total"].append((t2 - t0) * 1000)
    return out


def rgb_encode_ms(img, runs: int) -> float:
    """For comparison: a plain RGB PNG of the same image at the same deflate level."""
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        img.save(io.BytesIO(), "PNG", compress_level=render.columbiz.PNG_COMPRESS_LEVEL)
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--replay-runs", type=int, default=5)
    parser.add_argument("--pictures-per-second", type=float, default=30)
    parser.add_argument("--pool-seconds", type=float, default=8)
    parser.add_argument("--played-games", type=int, default=4,
                        help="games of each kind played side by side for the move pictures")
    parser.add_argument("--pictures-only", action="store_true",
                        help="only the per-picture table (no replay, no render pool)")
    args = parser.parse_args()

    print(f"machine: {platform.platform()} | {platform.processor() or platform.machine()} | "
          f"{os.cpu_count()} cpus | Python {platform.python_version()} | Pillow {PIL.__version__}")
    print(f"runs per figure: {args.runs}; {render.columbiz.PALETTE_COLOURS}-colour palette PNG, "
          f"compress_level={render.columbiz.PNG_COMPRESS_LEVEL}")

    mid = samples.midgame_4p()
    end = samples.end_game()
    cases = [
        ("mid-game 4p  render_game", lambda: render.columbiz.draw_game(
            mid.state, names=mid.names, events=mid.events, computer_seats=mid.computer_seats)),
        ("end 4p       render_game", lambda: render.columbiz.draw_game(
            end.state, names=end.names, events=end.events, computer_seats=end.computer_seats)),
        ("end 4p       render_final", lambda: render.columbiz.draw_final(
            end.state, names=end.names, computer_seats=end.computer_seats)),
        ("end 4p       render_scorepad", lambda: render.columbiz.draw_scorepad(
            end.state, names=end.names, computer_seats=end.computer_seats)),
    ]
    busy, tall, over = ice_samples.busy(), ice_samples.tall_4p(), ice_samples.end_4p()
    cases += [
        ("IceTowers 60 towers   game", lambda: render.icetowers.draw_game(
            busy.state, names=busy.names, computer_seats=busy.computer_seats)),
        ("IceTowers tall 4p     game", lambda: render.icetowers.draw_game(
            tall.state, names=tall.names, events=tall.events, computer_seats=tall.computer_seats)),
        ("IceTowers end 4p      final", lambda: render.icetowers.draw_final(
            over.state, names=over.names, computer_seats=over.computer_seats)),
    ]
    t = time.perf_counter()
    render.columbiz.encode(cases[0][1]())
    print(f"cold first render (builds background, sprites, fonts): "
          f"{(time.perf_counter() - t) * 1000:.1f} ms")
    # render_game(...) is exactly encode(draw_game(...)); timing the halves apart shows both.
    whole = render.columbiz.render_game(
        mid.state, names=mid.names, events=mid.events, computer_seats=mid.computer_seats
    )
    assert whole == render.columbiz.encode(cases[0][1]())
    encoders = {label: render.icetowers.encode if label.startswith("IceTowers")
                else render.columbiz.encode for label, _ in cases}
    for label, draw in cases:  # warm every cache
        encoders[label](draw())

    print()
    print(f"{'image':30} {'total med':>9} {'worst':>7} {'encode med':>10} {'worst':>7} "
          f"{'draw med':>8} {'cpu med':>7} {'size':>8} {'bytes':>7}   {'RGB PNG encode med':>18}")
    for label, draw in cases:
        m = measure(draw, encoders[label], args.runs)
        img = draw()
        size = len(encoders[label](img))
        med = statistics.median
        dims = f"{img.width}x{img.height}"
        print(f"{label:30} {med(m['total']):9.2f} {max(m['total']):7.2f} "
              f"{med(m['encode']):10.2f} {max(m['encode']):7.2f} {med(m['draw']):8.2f} "
              f"{med(m['cpu']):7.2f} {dims:>8} {size:7d}   {rgb_encode_ms(img, 30):18.2f}")
    print()
    print("ms per image; total = draw + encode (quantize on the game's palette + PNG), targets:"
          " median <= 20 ms, <= 150 KB")
    played_games(args.played_games)
    if args.pictures_only:
        return
    replays(args.replay_runs)
    asyncio.run(pictures_beside_replays(args.pictures_per_second, args.pool_seconds))


def move_pictures(history) -> list[tuple]:
    """(state, events, turn events) after each logged move of `history`, as the bot draws them:
    the turn's events so far (the service's turn_events)."""
    from bot.games import get_rules

    rules = get_rules(history.game.kind)
    state = rules.initial_state(len(history.game.seats), history.game.options,
                                history.game.setup)
    out, turn, so_far = [], None, []
    for move in history.moves:
        state, _ = rules.apply(state, move.action)
        if move.turn != turn:
            turn, so_far = move.turn, []
        so_far.extend(move.events)
        out.append((state, tuple(move.events), tuple(so_far)))
    return out


def played_games(games: int) -> None:
    from dataclasses import replace

    from replay_samples import columbiz_history, icetowers_history

    from bot.games import frontends

    fronts = frontends()
    print()
    print(f"move pictures of {games} played games of each kind, interleaved (frontend "
          "render_move: draw + encode)")
    print(f"{'game':12} {'pictures':>8} {'cpu ms first':>14} {'cpu ms again':>14} "
          f"{'bytes/picture':>13}")
    for kind, make in (("columbiz", lambda i: columbiz_history(players=2 + i % 3, seed=11 + i)),
                       ("icetowers", lambda i: icetowers_history(players=2 + i % 3, seed=5 + i,
                                                                 actions=400))):
        front = fronts[kind]
        lanes = []
        for i in range(games):
            history = make(i)
            game = replace(history.game, status="active")
            lanes.append([(replace(game, state=state), events, turn_events)
                          for state, events, turn_events in move_pictures(history)])
        order = [lane[k] for k in range(max(map(len, lanes))) for lane in lanes if k < len(lane)]
        front.render_move(*order[0])  # the palette and fonts, as a prepared worker has them
        cpu = []
        for _ in range(2):  # first as they come (new panel sizes drawn), then warm
            c = time.process_time()
            size = sum(len(front.render_move(*picture)) for picture in order)
            cpu.append((time.process_time() - c) * 1000 / len(order))
        print(f"{kind:12} {len(order):8d} {cpu[0]:14.2f} {cpu[1]:14.2f} "
              f"{size // len(order):13d}")


def replays(runs: int) -> None:
    from replay_samples import icetowers_history, long_columbiz_history

    from bot.front.replay import replay_gif
    from bot.games import frontends, get_rules

    games = frontends()
    cases = [("Columbiz long 4p", "columbiz", long_columbiz_history()),
             ("IceTowers whole 3p", "icetowers", icetowers_history(actions=1000))]
    print()
    print(f"{'replay':22} {'moves':>5} {'turns':>5} {'limit':>9} {'frames':>6} {'bytes':>9} "
          f"{'s med':>6} {'worst':>6} {'cpu s':>6} {'cpu/100':>7}")
    for label, kind, history in cases:
        for limit in (10 * 1024 * 1024 - 64 * 1024, 500_000):
            times, cpu = [], []
            for _ in range(runs):
                t, c = time.perf_counter(), time.process_time()
                data, kept, turns = replay_gif(games[kind], get_rules(kind), history, "en", limit)
                times.append(time.perf_counter() - t)
                cpu.append(time.process_time() - c)
            per_100 = statistics.median(cpu) * 100 / len(history.moves)
            print(f"{label:22} {len(history.moves):5d} {turns:5d} {limit:9d} {kept:6d} "
                  f"{len(data):9d} {statistics.median(times):6.2f} {max(times):6.2f} "
                  f"{statistics.median(cpu):6.2f} {per_100:7.2f}")
    print("seconds to replay the log, draw every frame and encode the GIF (in the render pool);"
          " cpu s: this process's CPU seconds, cpu/100: per 100 logged moves")


async def pictures_beside_replays(rate: float, seconds: float) -> None:
    from replay_samples import long_columbiz_history

    from bot import render_pool
    from bot.front.replay import replay_gif
    from bot.games import frontends, get_rules

    await render_pool.start()
    mid = samples.midgame_4p()
    history = long_columbiz_history()
    replay = (replay_gif, frontends()["columbiz"], get_rules("columbiz"), history, "en",
              10 * 1024 * 1024)
    await render_pool.drawn(*replay, lane=render_pool.REPLAYS)  # its worker started

    async def picture(waits: list[float]) -> None:
        t = time.perf_counter()
        await render_pool.drawn(render.columbiz.render_game, mid.state, names=mid.names,
                                events=mid.events, computer_seats=mid.computer_seats)
        waits.append((time.perf_counter() - t) * 1000)

    async def stream(replay_lane: str | None) -> list[float]:
        waits: list[float] = []
        jobs = []
        start = time.perf_counter()
        for i in range(int(rate * seconds)):
            await asyncio.sleep(max(0.0, start + i / rate - time.perf_counter()))
            jobs.append(asyncio.create_task(picture(waits)))
            if replay_lane is not None and i % int(rate) == 0:
                jobs.append(asyncio.create_task(render_pool.drawn(*replay, lane=replay_lane)))
        await asyncio.gather(*jobs)
        return sorted(waits)

    print()
    print(f"render pool: {render_pool.WORKERS} picture workers, "
          f"{render_pool.LANES[render_pool.REPLAYS]} replay worker; a mid-game 4p picture "
          f"{rate:g} times a second for {seconds:g} s, asked-for to PNG (ms):")
    print(f"{'while':44} {'median':>7} {'p99':>7} {'max':>7}")
    for label, lane in (("no replay", None),
                        ("a replay a second, in the pictures' lane", render_pool.PICTURES),
                        ("a replay a second, in the replay lane", render_pool.REPLAYS)):
        waits = await stream(lane)
        p99 = waits[min(len(waits) - 1, int(len(waits) * 0.99))]
        print(f"{label:44} {statistics.median(waits):7.1f} {p99:7.1f} {waits[-1]:7.1f}")


if __name__ == "__main__":
    main()
