// The garden app: Stagehand's commands with the garden's own types registered. Try
//   swift run garden run Scenes/Garden/garden.scene.yaml --script Scenes/Garden/garden.script.yaml
import GardenKit
import StagehandCLI

// The setup hands the registry the garden's types and its services (a plant store) once.
StagehandCLI.main { registry in try GardenTypes.register(in: registry) }
