"""`garden lsp`: the garden app's own executable serves its own types."""

from lsprotocol import types
from pytest_lsp import LanguageClient

import capabilities
from support import cursor, open_file, position

SCENE = """\
stagehand: 1
scene: garden
dataSources:
  - id: plants
    type: StaticDataSource
    properties: { value: [] }
  - id: selected
    type: SelectionDataSource
    outlets: { table: list }
views:
  - id: list
    type: Table
  - id: water
    type: Button
responders:
  - type: WaterPlantResponder
    on: [water.tap]
    outlets: { selection: selected }
bindings:
  - type: TableBinding
    outlets: { dataSource: plants, view: list }
"""


async def test_garden_types_lint_clean(garden: LanguageClient, tmp_path):
    uri = await open_file(garden, tmp_path / "garden.scene.yaml", SCENE)
    assert list(garden.diagnostics[uri]) == []


async def test_garden_types_are_completed(garden: LanguageClient, tmp_path):
    text, at = cursor(SCENE.replace("type: WaterPlantResponder", "type: Water|"))
    uri = await open_file(garden, tmp_path / "garden.scene.yaml", text)
    result = await garden.text_document_completion_async(types.CompletionParams(**position(uri, at)))
    labels = [item.label for item in result.items]
    # Every garden responder whose name has "Water" in it, and nothing else.
    assert "WaterPlantResponder" in labels
    assert all("Water" in label and label.endswith("Responder") for label in labels)


async def test_garden_outlets_are_hovered(garden: LanguageClient, tmp_path):
    text, at = cursor(SCENE.replace("{ selection: selected", "{ sele|ction: selected"))
    uri = await open_file(garden, tmp_path / "garden.scene.yaml", text)
    hover = await garden.text_document_hover_async(types.HoverParams(**position(uri, at)))
    assert "outlet of WaterPlantResponder" in hover.contents.value
    assert "The plant to water" in hover.contents.value


async def test_the_plain_stagehand_server_does_not_know_them(stagehand: LanguageClient, tmp_path):
    uri = await open_file(stagehand, tmp_path / "garden.scene.yaml", SCENE)
    assert [d.code for d in stagehand.diagnostics[uri]] == ["unknown-type"]


# Every capability of the standard server, served by the garden's own executable.


async def test_garden_diagnostics_on_open_and_change_cleared_when_fixed(garden: LanguageClient, tmp_path):
    await capabilities.check_diagnostics_on_open_and_change_cleared_when_fixed(garden, tmp_path)


async def test_garden_diagnostics_carry_related_notes(garden: LanguageClient, tmp_path):
    await capabilities.check_diagnostics_carry_related_notes(garden, tmp_path)


async def test_garden_script_diagnostics(garden: LanguageClient, tmp_path):
    await capabilities.check_script_diagnostics(garden, tmp_path)


async def test_garden_completion_of_outlet_ids_fits_the_outlet(garden: LanguageClient, tmp_path):
    await capabilities.check_completion_of_outlet_ids_fits_the_outlet(garden, tmp_path)


async def test_garden_completion_after_non_ascii_text(garden: LanguageClient, tmp_path):
    await capabilities.check_completion_after_non_ascii_text(garden, tmp_path)


async def test_garden_completion_of_events_steps_and_keys_mid_edit(garden: LanguageClient, tmp_path):
    await capabilities.check_completion_of_events_steps_and_keys_mid_edit(garden, tmp_path)


async def test_garden_hover_shows_the_catalog(garden: LanguageClient, tmp_path):
    await capabilities.check_hover_shows_the_catalog(garden, tmp_path)


async def test_garden_definition_of_ids_segues_and_files(garden: LanguageClient, tmp_path):
    await capabilities.check_definition_of_ids_segues_and_files(garden, tmp_path)


async def test_garden_references_of_an_id(garden: LanguageClient, tmp_path):
    await capabilities.check_references_of_an_id(garden, tmp_path)


async def test_garden_rename_an_id_across_the_scene(garden: LanguageClient, tmp_path):
    await capabilities.check_rename_an_id_across_the_scene(garden, tmp_path)


async def test_garden_code_actions_are_lints_sure_fixes(garden: LanguageClient, tmp_path):
    await capabilities.check_code_actions_are_lints_sure_fixes(garden, tmp_path)


async def test_garden_formatting_applies_every_sure_fix(garden: LanguageClient, tmp_path):
    await capabilities.check_formatting_applies_every_sure_fix(garden, tmp_path)


async def test_garden_document_symbols_outline_the_scene(garden: LanguageClient, tmp_path):
    await capabilities.check_document_symbols_outline_the_scene(garden, tmp_path)
