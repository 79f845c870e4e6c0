import { CtaBlock } from '../../common/components/cta-block';
import { CustomersSection } from './components/customers-section';
import { FeedbackSection } from './components/feedback-section';
import { HeroSection } from './components/hero-section';
import { AiScoringSection, SpheresSection, SprintsSection, TasksSection, TimeTrackingSection } from './components/product-sections';
import { SamplesSection } from './components/samples-section';
import { WorkspaceSection } from './components/workspace-section';

/** The home page (route index): what Stepwise does, section by section, and a way to write to us. */
export default function LandingPage() {
  return (
    <>
      <HeroSection />
      <SamplesSection />
      <TasksSection />
      <AiScoringSection />
      <TimeTrackingSection />
      <SpheresSection />
      <SprintsSection />
      <WorkspaceSection />
      <CustomersSection />
      <CtaBlock />
      <FeedbackSection />
    </>
  );
}
