"""Plays the people example through `stagehand mcp` with the official Python MCP client, tools only.

Usage: play_people.py STAGEHAND FOLDER SCRIPT
  STAGEHAND  the stagehand executable
  FOLDER     a copy of Scenes/, the server's working folder
  SCRIPT     where `save` writes the session, relative to FOLDER

Prints one line per check that failed, then `done`; exits 3 when the `mcp` package is missing.
"""
import asyncio
import json
import sys

try:
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client
except ImportError as error:
    print(f"missing module: {error}")
    sys.exit(3)

failures = []


def check(condition, what):
    if not condition:
        failures.append(what)


def text(result):
    return "".join(item.text for item in result.content if item.type == "text")


async def play(binary, folder, script):
    server = StdioServerParameters(command=binary, args=["mcp"], cwd=folder)
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            tools = {tool.name: tool for tool in (await session.list_tools()).tools}
            check(set(tools) == {"open", "tree", "act", "frame", "save", "close"}, f"tools: {sorted(tools)}")
            check(tools["open"].input_schema.get("required") == ["path"], f"open's schema: {tools['open'].input_schema}")
            step_schema = tools["act"].input_schema
            check(step_schema["properties"]["step"].get("$ref") == "#/definitions/step" and "step.type" in step_schema["definitions"],
                  "act's step schema is the script schema's step")

            async def call(name, **arguments):
                result = await session.call_tool(name, arguments)
                return result, text(result)

            async def act(step):
                result, answer = await call("act", step=step)
                check(not result.is_error, f"act {json.dumps(step)} failed: {answer}")
                return json.loads(answer) if not result.is_error and step != "snapshot" else answer

            result, answer = await call("act", step={"tap": "addButton"})
            check(result.is_error and "no scene is open" in answer, f"act before open: {answer}")

            result, answer = await call("open", path="people.scene.yaml", size="60x20")
            check(not result.is_error, f"open failed: {answer}")
            tree = json.loads(answer)
            check(tree["title"] == "People" and tree["focus"] == "nameField", f"first tree: {tree['title']}, {tree['focus']}")

            # Add a person.
            await act({"type": {"into": "nameField", "text": "Ada Lovelace"}})
            tree = await act({"tap": "addButton"})
            count = next(view for view in tree["views"] if view.get("id") == "countLabel")
            check(count["text"] == "5 people", f"after adding: {count}")
            await act({"expect": {"view": "peopleTable", "rows": 5}})

            # A step that fails is an error result with the script's message, and is not saved.
            result, answer = await call("act", step={"tap": "nameFeld"})
            check(result.is_error, "a tap on a missing view succeeded")
            check("scene 'People' has no view 'nameFeld'; did you mean 'nameField'?" in answer and "[unknown-view]" in answer,
                  f"the failed step's message: {answer}")
            result, answer = await call("act", step={"tapp": "addButton"})
            check(result.is_error and "unknown step 'tapp'" in answer, f"an unknown step: {answer}")

            # Select a row: the detail scene is pushed.
            tree = await act({"select": {"table": "peopleTable", "row": 1}})
            check(tree["stack"] == ["people", "person"], f"stack after select: {tree['stack']}")
            name = next(view for view in tree["views"] if view.get("id") == "nameLabel")
            check(name["text"] == "Ada Lovelace", f"the detail scene shows {name}")
            result, frame = await call("frame")
            check("People › Person" in frame and "Ada Lovelace" in frame, f"the frame:\n{frame}")

            # Go back.
            tree = await act("back")
            check(tree["stack"] == ["people"], f"stack after back: {tree['stack']}")
            await act({"expect": {"view": "peopleTable", "selected": 1}})
            await act({"wait": "100ms"})

            result, answer = await call("save", path=script)
            check(not result.is_error and answer.startswith("saved 7 steps"), f"save: {answer}")
            result, answer = await call("close")
            check(not result.is_error, f"close: {answer}")
            result, answer = await call("tree")
            check(result.is_error, "tree after close succeeded")


asyncio.run(play(*sys.argv[1:4]))
for failure in failures:
    print("FAILED: " + failure.replace("\n", "\\n"))
print("done")
