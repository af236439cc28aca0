"""Runs a command and writes what it cost as JSON: the checks benchmark's way to measure urlwatch.

Usage: python3 run-measured.py RESULT_FILE STDOUT_FILE COMMAND [ARG ...]

The whole process is measured (interpreter start included): wall time, CPU time (user + system)
and peak resident memory, from the kernel's accounting of the finished child.
"""
import json
import resource
import subprocess
import sys
import time

result_file, stdout_file, *command = sys.argv[1:]
started_at = time.time()
started = time.monotonic()
with open(stdout_file, 'wb') as out:
    exit_code = subprocess.run(command, stdout=out, stderr=subprocess.STDOUT).returncode
wall = time.monotonic() - started
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
with open(result_file, 'w') as fp:
    json.dump({
        'exitCode': exit_code,
        'startedAt': started_at * 1000,
        'endedAt': (started_at + wall) * 1000,
        'wallSeconds': wall,
        'cpuSeconds': usage.ru_utime + usage.ru_stime,
        # Linux reports ru_maxrss in kilobytes.
        'peakRssBytes': usage.ru_maxrss * 1024,
    }, fp)
