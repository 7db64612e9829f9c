// wrong: "predicts" by mounting each screen inside MainActor.assumeIsolated and returning what the host ran
// rejected-by: the-host-decides, predicts-without-mounting
// misconception: A prediction is what you expect before running anything. Mounting the screen inside
// misconception: `MainActor.assumeIsolated` only claims to be on the main actor: asked from another thread, as
// misconception: the check asks, the claim is false and the program stops (SIGILL). Apply the four reasons instead.
// misconception-ja: 予想とは、何かを実行する前に期待することです。`MainActor.assumeIsolated` の中で画面を組み込んでも、
// misconception-ja: メインアクター上にいると言い張るだけです。チェックのように別のスレッドから尋ねられるとそれは偽になり、
// misconception-ja: プログラムは止まります(SIGILL)。代わりに、4 つの理由を当てはめます。
// lesson: #your-task

import MiniUI

func predictedRenderLog(for scenario: Scenario) -> [String]? {
    MainActor.assumeIsolated {
        let host = scenario.mount()
        _ = host.takeRenderLog()
        for title in scenario.taps {
            host.tap(title)
        }
        return host.takeRenderLog()
    }
}

func predictedWiFiRow(after scenario: Scenario) -> String? {
    guard scenario == .appendAfterClassChange || scenario == .appendAfterClassChangeInline else { return nil }
    return MainActor.assumeIsolated {
        let host = scenario.mount()
        for title in scenario.taps {
            host.tap(title)
        }
        return host.texts.first { $0.hasPrefix("Wi-Fi") }
    }
}
