"""`stagehand lsp` end to end through pytest-lsp: one test per capability."""

from pytest_lsp import LanguageClient

import capabilities


async def test_diagnostics_on_open_and_change_cleared_when_fixed(stagehand: LanguageClient, tmp_path):
    await capabilities.check_diagnostics_on_open_and_change_cleared_when_fixed(stagehand, tmp_path)


async def test_diagnostics_carry_related_notes(stagehand: LanguageClient, tmp_path):
    await capabilities.check_diagnostics_carry_related_notes(stagehand, tmp_path)


async def test_script_diagnostics(stagehand: LanguageClient, tmp_path):
    await capabilities.check_script_diagnostics(stagehand, tmp_path)


async def test_completion_of_outlet_ids_fits_the_outlet(stagehand: LanguageClient, tmp_path):
    await capabilities.check_completion_of_outlet_ids_fits_the_outlet(stagehand, tmp_path)


async def test_completion_after_non_ascii_text(stagehand: LanguageClient, tmp_path):
    await capabilities.check_completion_after_non_ascii_text(stagehand, tmp_path)


async def test_completion_of_events_steps_and_keys_mid_edit(stagehand: LanguageClient, tmp_path):
    await capabilities.check_completion_of_events_steps_and_keys_mid_edit(stagehand, tmp_path)


async def test_hover_shows_the_catalog(stagehand: LanguageClient, tmp_path):
    await capabilities.check_hover_shows_the_catalog(stagehand, tmp_path)


async def test_definition_of_ids_segues_and_files(stagehand: LanguageClient, tmp_path):
    await capabilities.check_definition_of_ids_segues_and_files(stagehand, tmp_path)


async def test_references_of_an_id(stagehand: LanguageClient, tmp_path):
    await capabilities.check_references_of_an_id(stagehand, tmp_path)


async def test_rename_an_id_across_the_scene(stagehand: LanguageClient, tmp_path):
    await capabilities.check_rename_an_id_across_the_scene(stagehand, tmp_path)


async def test_code_actions_are_lints_sure_fixes(stagehand: LanguageClient, tmp_path):
    await capabilities.check_code_actions_are_lints_sure_fixes(stagehand, tmp_path)


async def test_formatting_applies_every_sure_fix(stagehand: LanguageClient, tmp_path):
    await capabilities.check_formatting_applies_every_sure_fix(stagehand, tmp_path)


async def test_document_symbols_outline_the_scene(stagehand: LanguageClient, tmp_path):
    await capabilities.check_document_symbols_outline_the_scene(stagehand, tmp_path)
