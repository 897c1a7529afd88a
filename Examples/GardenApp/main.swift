// The garden app: Stagehand's commands with the garden's own types registered. Try
//   swift run garden run Scenes/Garden/garden.scene.yaml --script Scenes/Garden/garden.script.yaml
import GardenKit
import StagehandCLI

StagehandCLI.main(setup: GardenTypes.register(in:))
