import StagehandCLI

StagehandCLI.main()
