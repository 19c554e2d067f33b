"""Ctrl-C at the terminal table cancels the move's task from a signal handler, which can run
between a database callback's check that its future still waits and its setting the result:
the result then comes for a cancelled future. The table drops that quietly; any other error in
a callback is still reported."""

from __future__ import annotations

import asyncio
import logging

from bot.terminal.main import quiet_late_results


def _run_callback_on(loop: asyncio.AbstractEventLoop, callback) -> None:
    async def body() -> None:
        loop.call_soon(callback)
        await asyncio.sleep(0)
        await asyncio.sleep(0)

    loop.run_until_complete(body())


def test_a_result_for_a_future_cancelled_meanwhile_is_dropped_quietly(caplog):
    loop = asyncio.new_event_loop()
    try:
        loop.set_exception_handler(quiet_late_results)
        waiting = loop.create_future()
        waiting.cancel()  # as Runner's SIGINT handler does, after the callback's check
        with caplog.at_level(logging.ERROR, logger="asyncio"):
            _run_callback_on(loop, lambda: waiting.set_result(1))
        assert caplog.records == []
    finally:
        loop.close()


def test_any_other_error_in_a_callback_is_still_reported(caplog):
    loop = asyncio.new_event_loop()
    try:
        loop.set_exception_handler(quiet_late_results)

        def broken() -> None:
            raise ValueError("a real fault")

        with caplog.at_level(logging.ERROR, logger="asyncio"):
            _run_callback_on(loop, broken)
        assert any("a real fault" in (r.exc_text or "") or r.exc_info and
                   "a real fault" in str(r.exc_info[1]) for r in caplog.records)
    finally:
        loop.close()
