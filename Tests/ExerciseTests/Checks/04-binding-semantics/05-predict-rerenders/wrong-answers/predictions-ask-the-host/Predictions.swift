// wrong: "predicts" by mounting each screen in a host and returning what it ran
// rejected-by: the-host-decides, predicts-without-mounting
// misconception: A prediction is what you expect before running anything: asking the host turns the check
// misconception: into a copy of itself and teaches nothing. Apply the four reasons to each screen instead.
// misconception-ja: 予想とは、何かを実行する前に期待することです。ホストに尋ねればチェックは自分自身を写すだけになり、
// misconception-ja: 何も身につきません。代わりに、4 つの理由を画面ごとに当てはめます。
// lesson: #four-reasons-a-body-runs-again

import MiniUI

@MainActor
func predictedRenderLog(for scenario: Scenario) -> [String]? {
    let host = scenario.mount()
    _ = host.takeRenderLog()
    for title in scenario.taps {
        host.tap(title)
    }
    return host.takeRenderLog()
}

@MainActor
func predictedWiFiRow(after scenario: Scenario) -> String? {
    guard scenario == .appendAfterClassChange || scenario == .appendAfterClassChangeInline else { return nil }
    let host = scenario.mount()
    for title in scenario.taps {
        host.tap(title)
    }
    return host.texts.first { $0.hasPrefix("Wi-Fi") }
}
