"""Neovim's built-in LSP client, headless, receives `stagehand lsp`'s diagnostics for a broken scene."""

import os
import pathlib
import shutil
import subprocess

import pytest

from conftest import executable

HERE = pathlib.Path(__file__).resolve().parent


def test_neovim_receives_diagnostics_of_a_broken_scene(tmp_path):
    nvim = shutil.which("nvim")
    if nvim is None:
        if os.environ.get("CI"):
            pytest.fail("neovim is not installed; .ci/run installs it with apt-get")
        pytest.skip("neovim is not installed (apt-get install neovim)")
    scene = tmp_path / "broken.scene.yaml"
    scene.write_text("stagehand: 1\nscene: broken\nviews:\n  - id: title\n    type: Lable\n")
    out = tmp_path / "diagnostics.txt"
    env = dict(os.environ, STAGEHAND_LSP=executable("stagehand"), STAGEHAND_NVIM_OUT=str(out), HOME=str(tmp_path))
    subprocess.run(
        [nvim, "--headless", "--clean", "-n", "-c", f"luafile {HERE / 'neovim_client.lua'}", str(scene)],
        cwd=tmp_path, env=env, timeout=60, check=True, stdin=subprocess.DEVNULL, capture_output=True,
    )
    lines = out.read_text().splitlines()
    assert lines == ["4:10:1:unknown-type:unknown type 'Lable'; did you mean 'Label'?"]
