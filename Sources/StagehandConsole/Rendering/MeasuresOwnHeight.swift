import Stagehand

/// A view whose `height` property means the lines of its content, which it measures itself
/// with chrome around them (a `Table`: its rows, under a header and over a footer), rather
/// than the lines the whole view takes.
protocol MeasuresOwnHeight: View {}

extension Table: MeasuresOwnHeight {}
